import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { JobResponse, Skill } from '@/types/jobs';
import FindJobsRoute from './find-jobs';

const job: JobResponse = {
  id: 'job-1',
  status: 'live',
  company: { id: 'c-1', name: 'Acme', logo: null },
  details: {
    title: 'Backend Engineer', description: 'Rust', employment_type: 'full_time', category: 'Engineering', location: 'Baku', remote: false,
    skills: ['Rust', 'Communication'], benefits: [], job_level: 4, openings: 1, salary_min: 2000, salary_max: 3000, currency: 'AZN', hide_salary: false,
    experience_years: null, deadline: null, confidential: false, position: null, requirements: null, responsibilities: null, who_you_are: null,
    nice_to_have: null, measurable_outcomes: null, key_objectives: null, education: null, certification: null, industry_knowledge: null, evaluation_info: null,
  },
  deadline: null,
  requested: false,
  created_at: '2026-03-01T10:00:00Z',
  published_at: '2026-03-01T10:00:00Z',
};

const catalogue: Skill[] = [
  { id: 12, name_en: 'Communication', name_az: 'Ünsiyyət', name_ru: 'Коммуникация' },
  { id: 31, name_en: 'Rust', name_az: 'Rust', name_ru: 'Rust' },
];

function renderFindJobs(path: string) {
  const api = mockApi(jobseeker(), {
    'GET /api/jobs/skills': () => ({ body: catalogue }),
    'GET /api/jobs/jobs': () => ({
      body: {
        count: 1,
        results: [job],
        facets: { category: { Engineering: 4, Design: 1 }, employment_type: { full_time: 4, part_time: 1 }, job_level: { '4': 3 }, location: { Baku: 5 }, skills: { Rust: 3, SQL: 2, Communication: 1 } },
      },
    }),
  });
  const page = (
    <SignedIn>
      <FindJobsRoute />
    </SignedIn>
  );
  const { router } = renderApp(page, { path, routes: [{ path: '/jobs', element: page }] });
  const searched = () => api.calls.filter((call) => call.path.startsWith('/api/jobs/jobs')).map((call) => call.path);
  return { router, searched };
}

describe('Find jobs', { timeout: 30_000 }, () => {
  it('given filters in the URL, asks the API for them and shows the results with facet counts', async () => {
    const { searched } = renderFindJobs('/jobs?q=enginer&category=Engineering&skills=Rust,SQL&salary_min=1500&sort=newest&page=2');
    expect(await screen.findByText('Backend Engineer', {}, { timeout: 10_000 })).toBeTruthy();
    expect(searched()).toContain('/api/jobs/jobs?q=enginer&category=Engineering&salary_min=1500&skills=Rust%2CSQL&sort=newest&page=2&page_size=12');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('enginer');
    expect((screen.getByLabelText('Salary from') as HTMLInputElement).value).toBe('1500');

    await act(async () => fireEvent.mouseDown(screen.getByLabelText('Employment type')));
    const option = await screen.findByTitle('Full time');
    expect(option.textContent).toBe('Full time4');
  });

  it('when a filter or the sort changes, keeps it in the query string and goes back to the first page', async () => {
    const { router, searched } = renderFindJobs('/jobs?q=rust&page=3');
    await screen.findByText('Backend Engineer', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByText('Salary')));
    await waitFor(() => expect(router.state.location.search).toBe('?q=rust&sort=salary'));

    const salaryMax = screen.getByLabelText('Salary up to');
    await act(async () => {
      fireEvent.change(salaryMax, { target: { value: '5000' } });
      fireEvent.blur(salaryMax);
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=rust&sort=salary&salary_max=5000'));
    await waitFor(() => expect(searched().at(-1)).toBe('/api/jobs/jobs?q=rust&salary_max=5000&sort=salary&page=1&page_size=12'));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear filters' })));
    await waitFor(() => expect(router.state.location.search).toBe('?q=rust&sort=salary'));
  });

  it('given an Azerbaijani reader, names the skills of a job and of the skills filter in Azerbaijani, with their hits', async () => {
    await setLanguage('az', { store: false });
    renderFindJobs('/jobs');
    const card = await screen.findByTestId('job-card', {}, { timeout: 10_000 });
    expect(await within(card).findByText('Ünsiyyət')).toBeTruthy();

    await act(async () => fireEvent.mouseDown(screen.getByLabelText('Bacarıqlar')));
    const option = await waitFor(() => document.querySelector<HTMLElement>('.ant-select-item-option[title="Ünsiyyət"]') ?? Promise.reject(new Error('no option')));
    expect(option.textContent).toBe('Ünsiyyət1');
  });
});
