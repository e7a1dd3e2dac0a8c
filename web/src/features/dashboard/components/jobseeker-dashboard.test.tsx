import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { makeUser, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import { JobseekerDashboard } from './jobseeker-dashboard';

// A job seeker who has just signed up: no application yet.
const newcomer = makeUser({ user_type: 'jobseeker', modules: [], profile: { cv: null } });

function renderDashboard() {
  mockApi(newcomer, {
    'GET /api/accounts/jobseeker-dashboard': () => ({
      body: { by_status: [], has_cv: false, open_offers: 0, total_applications: 0, unread_notifications: 0, upcoming_interviews: 0 },
    }),
  });
  renderApp(
    <SignedIn>
      <JobseekerDashboard user={newcomer} />
    </SignedIn>,
  );
}

describe("A job seeker's dashboard", { timeout: 20_000 }, () => {
  it("names its Find jobs button by its text alone, in the reader's language", async () => {
    await act(() => setLanguage('az', { store: false }));
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'İş tap' }, { timeout: 10_000 })).toBeTruthy();
  });
});
