import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { Cv } from '@/types/jobs';
import { CvUpload } from './cv-upload';

const cv: Cv = { name: 'grace.pdf', url: '/api/accounts/files/cv/x.pdf', format: 'pdf', size_bytes: 15, uploaded_at: '2026-03-01T10:00:00Z' };

function renderUpload(profileCv: Cv | null) {
  const api = mockApi(makeUser({ user_type: 'jobseeker', profile: { cv: profileCv } }), {
    'GET /api/accounts/cv/': () => (profileCv ? { body: profileCv } : undefined),
    'POST /api/accounts/cv/': () => ({ status: 201, body: cv }),
  });
  renderApp(
    <SignedIn>
      <CvUpload />
    </SignedIn>,
  );
  const asked = (path: string, method = 'GET') => api.calls.filter((call) => call.method === method && call.path === path).length;
  return { asked };
}

describe('CvUpload', { timeout: 20_000 }, () => {
  it('given a job seeker whose profile says they have no CV yet, offers the upload without asking the API for a CV', async () => {
    const { asked } = renderUpload(null);
    expect(await screen.findByText('No CV uploaded yet.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Upload CV/ })).toBeTruthy();
    expect(asked('/api/accounts/cv/')).toBe(0);
  });

  it('when that job seeker uploads a CV, shows it and asks the session again, whose profile now names it', async () => {
    const { asked } = renderUpload(null);
    await screen.findByText('No CV uploaded yet.', {}, { timeout: 10_000 });
    const input = screen.getByTestId('cv-input');
    Object.defineProperty(input, 'files', { value: [new File(['%PDF-1.4\n%%EOF\n'], 'grace.pdf', { type: 'application/pdf' })], configurable: true });
    await act(async () => fireEvent.change(input));
    expect(await screen.findByText('grace.pdf')).toBeTruthy();
    expect(asked('/api/accounts/cv/', 'POST')).toBe(1);
    await waitFor(() => expect(asked('/api/auth/users/me/')).toBe(2));
  });

  it('given a profile naming the CV, shows it at once', async () => {
    renderUpload(cv);
    expect(await screen.findByText('grace.pdf', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Upload a new CV/ })).toBeTruthy();
  });
});
