import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyApplication } from '@/features/jobs/api/get-my-applications';
import { applicationTo, liveJob } from '@/features/jobs/testing/fixtures';
import { jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import MyApplicationsPage from './my-applications';

const open = applicationTo(liveJob, 'app-1');
const hired: MyApplication = { ...applicationTo({ ...liveJob, id: 'job-2', details: { ...liveJob.details, title: 'Go engineer' } }, 'app-2'), status: { id: 5, value: 'hired' } };
const answeredAlready = applicationTo({ ...liveJob, id: 'job-3', details: { ...liveJob.details, title: 'Data engineer' } }, 'app-3');

/** Every application's company asks the questions; app-3's are answered. */
function renderPage() {
  const questionnaire = (answered: boolean) => ({ body: { asked: true, answered, questions: [{ name: 'gender', choices: ['woman', 'man'] }] } });
  const api = mockApi(jobseeker(), {
    'GET /api/jobs/my-applications/': () => ({ body: { count: 3, results: [open, hired, answeredAlready] } }),
    'GET /api/diversity/applications/app-1/': () => questionnaire(false),
    'GET /api/diversity/applications/app-2/': () => questionnaire(false),
    'GET /api/diversity/applications/app-3/': () => questionnaire(true),
  });
  const page = (
    <SignedIn>
      <MyApplicationsPage />
    </SignedIn>
  );
  renderApp(page, { path: '/my-applications', routes: [{ path: '/my-applications', element: page }] });
  return api;
}

const card = (title: string) => screen.getAllByTestId('my-application').find((element) => element.textContent?.includes(title))!;

describe('My applications page', { timeout: 20_000 }, () => {
  it('given questions asked and not answered, then only a still open application offers to answer them', async () => {
    const api = renderPage();
    await screen.findByText('Go engineer');
    expect(await within(card(liveJob.details.title)).findByRole('button', { name: /Voluntary questions/ })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/diversity/applications/app-3/')).toBe(true));
    expect(within(card('Data engineer')).queryByRole('button', { name: /Voluntary questions/ })).toBeNull();
    expect(within(card('Go engineer')).queryByRole('button', { name: /Voluntary questions/ })).toBeNull();
    // A closed application's questionnaire is not even read.
    expect(api.calls.some((call) => call.path === '/api/diversity/applications/app-2/')).toBe(false);
  });
});
