import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, employee, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import { JobWizard } from './job-wizard';

const DRAFT_KEY = 'hire.postJob.draft';

function renderWizard(path: string, user = company(['ats']), routes: Parameters<typeof mockApi>[1] = {}) {
  const api = mockApi(user, routes);
  const wizard = (
    <SignedIn>
      <JobWizard mode="create" />
    </SignedIn>
  );
  const { router } = renderApp(wizard, {
    path,
    routes: [
      { path: '/post-job', element: wizard },
      { path: '*', element: <div>elsewhere</div> },
    ],
  });
  const search = () => new URLSearchParams(router.state.location.search);
  return { api, router, search };
}

const complete = { title: 'Rust engineer', employment_type: 'full_time', description: 'Build it.', openings: 1, currency: 'AZN' };

describe('JobWizard', { timeout: 20_000 }, () => {
  it('names the first step in the URL and stays on a step until its required fields are filled', async () => {
    const { search } = renderWizard('/post-job');
    await screen.findByText('Job information');
    await waitFor(() => expect(search().get('step')).toBe('jobInformation'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2));
    expect(search().get('step')).toBe('jobInformation');
  });

  it('given the required fields of a step empty, when Next is pressed, focuses the first of them', async () => {
    renderWizard('/post-job');
    await screen.findByText('Job information');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Job title/)));
  });

  it('does not let a URL skip a step whose required fields are empty, and keeps the draft', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ title: 'Rust engineer', employment_type: 'full_time' }));
    const { search } = renderWizard('/post-job?step=review');
    await waitFor(() => expect(search().get('step')).toBe('jobDescription'));
    const description = await screen.findByLabelText(/^Description/);
    await act(async () => {
      fireEvent.change(description, { target: { value: 'Build the platform.' } });
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await waitFor(() => expect(search().get('step')).toBe('qualifications'));
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ title: 'Rust engineer', description: 'Build the platform.' });
  });

  it('given a title so far, links the compensation step to the salary benchmark for it, in a new tab', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(complete));
    renderWizard('/post-job?step=compensation');
    const link = await screen.findByRole('link', { name: 'Salary benchmark' });
    expect(link.getAttribute('href')).toBe('/cb-benchmark?title=Rust%20engineer');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('publishes from the review and forgets the draft', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(complete));
    const { api, router } = renderWizard('/post-job?step=review', company(['ats']), {
      'POST /api/jobs/job/': ({ body }) => ({ status: 201, body: { id: 'job-1', status: 'live', details: body } }),
    });
    await screen.findByText('Build it.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-jobs'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ title: 'Rust engineer', publish: true, deadline: null });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('lets a Hiring Manager send a staff request instead', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(complete));
    const { api, router } = renderWizard('/post-job?step=review', employee('hiring_manager', ['ats']), {
      'POST /api/jobs/job/': ({ body }) => ({ status: 201, body: { id: 'job-2', status: 'requested', details: body } }),
    });
    expect(await screen.findByText('Request a staff')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send request' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/requested-staff'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ publish: false });
  });

  it('takes the server\'s field errors back to the step that holds the field', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(complete));
    const { search } = renderWizard('/post-job?step=review', company(['ats']), {
      'POST /api/jobs/job/': () => ({
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Some fields are not valid.', fields: { salary_max: ['out_of_range'] } } },
      }),
    });
    await screen.findByText('Build it.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save as draft' })));
    await waitFor(() => expect(search().get('step')).toBe('compensation'));
    expect(await screen.findByText('This value is out of range.')).toBeTruthy();
  });
});
