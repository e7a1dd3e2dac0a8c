import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { JobDetails, JobTemplate } from '@/types/jobs';
import JobTemplateRoute from './job-template';
import PostJobRoute from './post-job';

const positions = [{ id: 'p-ae', unit_id: 'u-emea', title: 'Account executive', head_count: 3, filled: 1, archived: false }];

const saved: JobDetails = {
  title: 'Senior account executive',
  description: 'Sell the platform.',
  employment_type: 'full_time',
  category: null,
  location: 'Baku',
  remote: false,
  skills: [],
  benefits: [],
  job_level: null,
  openings: 2,
  salary_min: null,
  salary_max: null,
  currency: 'AZN',
  hide_salary: false,
  experience_years: null,
  deadline: null,
  confidential: false,
  position: 'Account executive',
  requirements: null,
  responsibilities: null,
  who_you_are: null,
  nice_to_have: null,
  measurable_outcomes: null,
  key_objectives: null,
  education: null,
  certification: null,
  industry_knowledge: null,
  evaluation_info: null,
};

type Routes = Parameters<typeof mockApi>[1];

function renderTemplate(path: string, template: JobTemplate, routes: Routes = {}) {
  const api = mockApi(company(['ats']), {
    'GET /api/org/positions/': () => ({ body: positions }),
    'GET /api/org/position-job-template/p-ae/': () => ({ body: template }),
    ...routes,
  });
  const signedIn = (element: ReactNode) => <SignedIn>{element}</SignedIn>;
  const { router } = renderApp(signedIn(<JobTemplateRoute />), {
    path,
    routes: [
      { path: '/job-template/:id', element: signedIn(<JobTemplateRoute />) },
      { path: '/post-job', element: signedIn(<PostJobRoute />) },
      { path: '*', element: <div>elsewhere</div> },
    ],
  });
  return { api, router };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('Job template', () => {
  it('starts an unwritten template from the position\'s title and saves the job\'s fields without publish', async () => {
    const { api } = renderTemplate('/job-template/p-ae', { position_id: 'p-ae', details: null, updated_at: null }, {
      'PUT /api/org/position-job-template/p-ae/': ({ body }) => ({ body: { position_id: 'p-ae', details: body, updated_at: '2026-11-23T10:00:00Z' } }),
    });
    expect(await screen.findByText('Job template: Account executive')).toBeTruthy();
    expect(input(/^Job title/).value).toBe('Account executive');
    expect(input(/^Position/).value).toBe('Account executive');

    // The wizard's rules: the required fields stop the save.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save template' })));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2));
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await act(async () => fireEvent.change(input(/^Description/), { target: { value: 'Sell the platform.' } }));
    await act(async () => fireEvent.mouseDown(input(/^Employment type/)));
    await act(async () => fireEvent.click((await screen.findAllByTitle('Full time')).at(-1)!));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save template' })));

    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')).toBeTruthy());
    const body = api.calls.find((call) => call.method === 'PUT')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Account executive', position: 'Account executive', description: 'Sell the platform.', employment_type: 'full_time', openings: 1 });
    expect('publish' in body).toBe(false);
  });

  it('shows the server\'s field errors on the fields', async () => {
    renderTemplate('/job-template/p-ae', { position_id: 'p-ae', details: saved, updated_at: '2026-11-23T10:00:00Z' }, {
      'PUT /api/org/position-job-template/p-ae/': () => ({
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Some fields are not valid.', fields: { location: ['too_long'] } } },
      }),
    });
    await screen.findByText('Job template: Account executive');
    expect(input(/^Job title/).value).toBe('Senior account executive');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save template' })));
    expect(await screen.findByText(/too long/i)).toBeTruthy();
  });

  it('posts a job from the position: the wizard starts from the template and the job takes the position\'s competencies', async () => {
    const { api, router } = renderTemplate('/job-template/p-ae', { position_id: 'p-ae', details: saved, updated_at: '2026-11-23T10:00:00Z' }, {
      'POST /api/jobs/job/': ({ body }) => ({ status: 201, body: { id: 'job-1', status: 'live', details: body } }),
      'POST /api/jobs/set-job-requirements/job-1/': () => ({ body: { id: 'job-1', status: 'live', details: saved, position_id: 'p-ae', competencies: [] } }),
    });
    await screen.findByText('Job template: Account executive');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Post a job from this position/ })));
    await waitFor(() => expect(router.state.location.search).toContain('position=p-ae'));
    expect(await screen.findByText('Posted from the position Account executive: the job will carry its competency model.')).toBeTruthy();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('step')).toBe('jobInformation'));
    expect(input(/^Job title/).value).toBe('Senior account executive');
    expect(new URLSearchParams(router.state.location.search).get('position')).toBe('p-ae');

    await act(async () => router.navigate('/post-job?position=p-ae&step=review'));
    await screen.findByText('Sell the platform.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-jobs'));
    expect(api.calls.find((call) => call.path === '/api/jobs/job/')?.body).toMatchObject({ title: 'Senior account executive', openings: 2, publish: true });
    expect(api.calls.find((call) => call.path === '/api/jobs/set-job-requirements/job-1/')?.body).toEqual({ position_id: 'p-ae' });
  });
});
