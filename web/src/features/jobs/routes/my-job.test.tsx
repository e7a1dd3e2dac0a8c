import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catchDownloads, company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { JobResponse } from '@/types/jobs';
import MyJobRoute from './my-job';

const job: JobResponse = {
  id: 'job-1',
  status: 'live',
  company: { id: 'c-1', name: 'Acme', logo: null },
  details: {
    title: 'Backend Engineer', description: 'Rust', employment_type: 'full_time', category: 'Engineering', location: 'Baku', remote: false,
    skills: [], benefits: [], job_level: 4, openings: 1, salary_min: 2000, salary_max: 3000, currency: 'AZN', hide_salary: false,
    experience_years: null, deadline: null, confidential: false, position: null, requirements: null, responsibilities: null, who_you_are: null,
    nice_to_have: null, measurable_outcomes: null, key_objectives: null, education: null, certification: null, industry_knowledge: null, evaluation_info: null,
  },
  deadline: null,
  requested: false,
  created_at: '2026-03-01T10:00:00Z',
  published_at: '2026-03-01T10:00:00Z',
  applicants: { '1': 0 },
};

const exportPath = '/api/jobs/applicantsfortable/job-1/export/';

describe('My job, table view', { timeout: 20_000 }, () => {
  it('given filters and a sort in the URL, when Excel is downloaded, then the export is asked with them and without the page', async () => {
    const saved = catchDownloads();
    const api = mockApi(company(['ats']), {
      'GET /api/jobs/job/job-1/': () => ({ body: job }),
      'GET /api/jobs/applicantsfortable/job-1/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
      [`GET ${exportPath}`]: () => ({ body: 'x', headers: { 'Content-Disposition': 'attachment; filename="applicants-backend-engineer.xlsx"' } }),
    });
    const page = (
      <SignedIn>
        <MyJobRoute />
      </SignedIn>
    );
    renderApp(page, {
      path: '/my-job/job-1?view=table&status=interview&favorite=true&source=job_board&sort=score&order=asc&page=2',
      routes: [{ path: '/my-job/:id', element: page }],
    });

    const download = await screen.findByRole('button', { name: /Download/ }, { timeout: 10_000 });
    await act(async () => fireEvent.click(download));
    const excel = await screen.findByText('Excel');
    await act(async () => fireEvent.click(excel));

    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['applicants-backend-engineer.xlsx']));
    expect(api.calls.filter((call) => call.path.startsWith(exportPath)).map((call) => call.path)).toEqual([
      `${exportPath}?status=interview&favorite=true&source=job_board&sort=score&order=asc&format=xlsx`,
    ]);
  });

  it('given the table, when a source is chosen, then the table is asked for those applicants only and the URL keeps the choice', async () => {
    const api = mockApi(company(['ats']), {
      'GET /api/jobs/job/job-1/': () => ({ body: job }),
      'GET /api/jobs/applicantsfortable/job-1/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    const page = (
      <SignedIn>
        <MyJobRoute />
      </SignedIn>
    );
    const { router } = renderApp(page, { path: '/my-job/job-1?view=table&page=2', routes: [{ path: '/my-job/:id', element: page }] });

    const picker = await screen.findByLabelText('All sources', {}, { timeout: 10_000 });
    await act(async () => fireEvent.mouseDown(picker));
    const option = await waitFor(
      () => document.querySelector<HTMLElement>('.ant-select-item-option[title="Job board"]') ?? Promise.reject(new Error('no option')),
    );
    await act(async () => fireEvent.click(option));

    await waitFor(() => expect(router.state.location.search).toBe('?view=table&source=job_board'));
    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain('/api/jobs/applicantsfortable/job-1/?source=job_board&page_size=20'),
    );
  });
});
