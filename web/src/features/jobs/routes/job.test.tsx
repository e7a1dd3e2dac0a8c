import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobseeker, mockApi, privacyTermsRoute, renderApp, SignedIn } from '@/testing/test-utils';
import type { MyApplication } from '../api/get-my-applications';
import { applicationTo, cvOnFile, liveJob } from '../testing/fixtures';
import JobRoute from './job';

/** A job seeker on the live job's page, with `existing` applications; applying makes application app-9. */
function renderJob(existing: MyApplication[] = []) {
  const applications = [...existing];
  const api = mockApi(jobseeker(), {
    ...privacyTermsRoute,
    'GET /api/jobs/job/job-1/': () => ({ body: liveJob }),
    'GET /api/jobs/my-applications/': () => ({ body: { count: applications.length, results: applications } }),
    'GET /api/accounts/cv/': () => ({ body: cvOnFile }),
    'POST /api/jobs/job/job-1/apply/': () => {
      applications.push(applicationTo(liveJob, 'app-9'));
      return { status: 201, body: { id: 'app-9' } };
    },
  });
  const page = (
    <SignedIn>
      <JobRoute afterApplying={(applicationId) => <p>After applying: {applicationId}</p>} />
    </SignedIn>
  );
  renderApp(page, { path: '/job/job-1', routes: [{ path: '/job/:id', element: page }] });
  return api;
}

describe("A job's page for a job seeker", { timeout: 20_000 }, () => {
  it('given a job not applied to, when the application is sent, then what follows applying comes for the new application', async () => {
    renderJob();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Apply' })));
    await screen.findByLabelText('Cover letter', {}, { timeout: 8000 });
    const terms = screen.getByRole('checkbox', { name: /I accept the privacy terms/ }) as HTMLInputElement;
    await waitFor(() => expect(terms.disabled).toBe(false));
    await act(async () => fireEvent.click(terms));
    const send = screen.getByRole('button', { name: 'Send application' }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    await act(async () => fireEvent.click(send));
    expect(await screen.findByText('After applying: app-9')).toBeTruthy();
    expect(await screen.findByText('You applied on 03.03.2026.')).toBeTruthy();
  });

  it('given a job applied to before, when shown, then nothing of applying follows', async () => {
    renderJob([applicationTo(liveJob, 'app-1')]);
    expect(await screen.findByText('You applied on 03.03.2026.')).toBeTruthy();
    expect(screen.queryByText(/After applying/)).toBeNull();
  });
});
