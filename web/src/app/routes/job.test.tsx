import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationTo, cvOnFile, liveJob } from '@/features/jobs/testing/fixtures';
import { jobseeker, mockApi, privacyTermsRoute, renderApp, SignedIn } from '@/testing/test-utils';
import JobPage from './job';

const questions = [
  { name: 'gender', choices: ['woman', 'man', 'non_binary', 'prefer_not_to_say'] },
  { name: 'age_band', choices: ['under_25', '25_34', '35_44', '45_54', '55_plus', 'prefer_not_to_say'] },
  { name: 'disability', choices: ['yes', 'no', 'prefer_not_to_say'] },
];

/** A job seeker on a live job's page; applying makes application app-9, whose company asks the questions or not. */
function renderJobPage(asked: boolean) {
  const applications: ReturnType<typeof applicationTo>[] = [];
  let answered = false;
  const api = mockApi(jobseeker(), {
    ...privacyTermsRoute,
    'GET /api/jobs/job/job-1/': () => ({ body: liveJob }),
    'GET /api/jobs/my-applications/': () => ({ body: { count: applications.length, results: applications } }),
    'GET /api/accounts/cv/': () => ({ body: cvOnFile }),
    'POST /api/jobs/job/job-1/apply/': () => {
      applications.push(applicationTo(liveJob, 'app-9'));
      return { status: 201, body: { id: 'app-9' } };
    },
    'GET /api/diversity/applications/app-9/': () => ({ body: { asked, answered, questions } }),
    'POST /api/diversity/applications/app-9/': () => {
      answered = true;
      return { status: 204 };
    },
  });
  const page = (
    <SignedIn>
      <JobPage />
    </SignedIn>
  );
  renderApp(page, { path: '/job/job-1', routes: [{ path: '/job/:id', element: page }] });
  return api;
}

async function apply() {
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Apply' })));
  await screen.findByLabelText('Cover letter', {}, { timeout: 8000 });
  const terms = screen.getByRole('checkbox', { name: /I accept the privacy terms/ }) as HTMLInputElement;
  await waitFor(() => expect(terms.disabled).toBe(false));
  await act(async () => fireEvent.click(terms));
  const send = screen.getByRole('button', { name: 'Send application' }) as HTMLButtonElement;
  await waitFor(() => expect(send.disabled).toBe(false));
  await act(async () => fireEvent.click(send));
  await screen.findByText('You applied on 03.03.2026.');
}

describe("A job's page", { timeout: 30_000 }, () => {
  it('given a company that asks, when the job seeker has applied, then the voluntary questions follow and their answers are sent', async () => {
    const api = renderJobPage(true);
    await apply();
    const dialog = await screen.findByRole('dialog', { name: 'Voluntary self-identification' });
    await act(async () => fireEvent.click(within(within(dialog).getByRole('radiogroup', { name: 'Gender' })).getByRole('radio', { name: 'Woman' })));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' })));
    await expect
      .poll(() => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/diversity/applications/app-9/').map((call) => call.body))
      .toEqual([{ gender: 'woman' }]);
  });

  it('given a company that does not ask, when the job seeker has applied, then no questions follow', async () => {
    const api = renderJobPage(false);
    await apply();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/diversity/applications/app-9/')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog', { name: 'Voluntary self-identification' })).toBeNull();
  });
});
