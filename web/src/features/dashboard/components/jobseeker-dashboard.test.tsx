import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { makeUser, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import { JobseekerDashboard } from './jobseeker-dashboard';

// A job seeker who has just signed up: no application, no CV.
const newcomer = makeUser({ user_type: 'jobseeker', modules: [], profile: { cv: null } });

function renderDashboard() {
  const api = mockApi(newcomer, {
    'GET /api/accounts/jobseeker-dashboard': () => ({
      body: { by_status: [], has_cv: false, open_offers: 0, total_applications: 0, unread_notifications: 0, upcoming_interviews: 0 },
    }),
  });
  renderApp(
    <SignedIn>
      <JobseekerDashboard user={newcomer} />
    </SignedIn>,
  );
  return api;
}

describe("A job seeker's dashboard", { timeout: 20_000 }, () => {
  it('given a new job seeker, offers the CV upload without asking for a CV they do not have', async () => {
    const api = renderDashboard();
    expect(await screen.findByText('No CV uploaded yet.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/api/accounts/cv/')).toEqual([]);
  });

  it("names its Find jobs button by its text alone, in the reader's language", async () => {
    await act(() => setLanguage('az', { store: false }));
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'İş tap' }, { timeout: 10_000 })).toBeTruthy();
  });
});
