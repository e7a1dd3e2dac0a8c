import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, employee, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { UserResponse } from '@/types/api';
import type { JobResponse } from '@/types/jobs';
import MyJobPage from './my-job';

const job: JobResponse = {
  id: 'job-1',
  status: 'live',
  company: { id: 'c-1', name: 'Acme', logo: null },
  details: {
    title: 'Backend Engineer', description: 'Rust', employment_type: 'full_time', category: 'Engineering', location: 'Baku', remote: false,
    skills: ['Rust'], benefits: [], job_level: 4, openings: 1, salary_min: 2000, salary_max: 3000, currency: 'AZN', hide_salary: false,
    experience_years: 3, deadline: null, confidential: false, position: null, requirements: null, responsibilities: null, who_you_are: null,
    nice_to_have: null, measurable_outcomes: null, key_objectives: null, education: null, certification: null, industry_knowledge: null, evaluation_info: null,
  },
  deadline: null,
  requested: false,
  created_at: '2026-03-01T10:00:00Z',
  published_at: '2026-03-01T10:00:00Z',
  applicants: { '1': 0 },
  actions: ['edit', 'deactivate', 'close'],
};

function renderPage(user: UserResponse, shown: JobResponse = job) {
  const api = mockApi(user, {
    'GET /api/jobs/job/job-1/': () => ({ body: shown }),
    'GET /api/jobs/applicantsforpipeline/job-1/': () => ({ body: [] }),
    'POST /api/jobs/ai-proposal/job-1/': () => ({ status: 409, body: { error: { code: 'no_applicants', message: 'No applicants found for the job.' } } }),
  });
  const page = (
    <SignedIn>
      <MyJobPage />
    </SignedIn>
  );
  renderApp(page, { path: '/my-job/job-1', routes: [{ path: '/my-job/:id', element: page }] });
  return api;
}

describe("A job's page", { timeout: 20_000 }, () => {
  it('offers the company Access and AI proposal among the buttons; the proposal opens in a drawer titled with the job', async () => {
    const api = renderPage(company(['ats']));
    const proposal = await screen.findByRole('button', { name: /AI proposal/ }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /Access/ })).toBeTruthy();

    await act(async () => fireEvent.click(proposal));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(drawer).getByText('AI proposal: Backend Engineer')).toBeTruthy();
    expect((await within(drawer).findByTestId('ai-error', {}, { timeout: 10_000 })).textContent).toBe('No applicants found for the job.');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/jobs/ai-proposal/job-1/']);
  });

  it('offers a Hiring Manager the AI proposal, without Access', async () => {
    renderPage(employee('hiring_manager', ['ats']));
    expect(await screen.findByRole('button', { name: /AI proposal/ }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Access/ })).toBeNull();
  });

  it('given a live job, offers Edit', async () => {
    renderPage(company(['ats']));
    expect(await screen.findByRole('button', { name: /Edit/ }, { timeout: 10_000 })).toBeTruthy();
  });

  it('given a closed job, whose actions hold no edit, offers no Edit', async () => {
    renderPage(company(['ats']), { ...job, status: 'closed', actions: [] });
    await screen.findByRole('button', { name: /AI proposal/ }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});
