import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { catchDownloads, company, employee, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { UserResponse } from '@/types/api';
import type { JobChoice } from '@/types/jobs';
import type { CohortStage, Funnel } from '@/types/reports';
import ReportsRoute from './reports';

const stage = (id: number, value: string, figures: Partial<Omit<CohortStage, 'status'>>): CohortStage => ({
  status: { id, value },
  reached: 0,
  in_flight: 0,
  moved_on: 0,
  rejected_by_company: 0,
  rejected_by_applicant: 0,
  conversion: null,
  median_days: null,
  p90_days: null,
  ...figures,
});

// Four applications: one still applied, one rejected at applied, one rejected in review, one hired.
const funnel: Funnel = {
  applications: 4,
  stages: [
    stage(0, 'applied', { reached: 4, in_flight: 1, moved_on: 2, rejected_by_company: 1, conversion: 2 / 3, median_days: 1.25, p90_days: 3.5 }),
    stage(1, 'in_review', { reached: 2, moved_on: 1, rejected_by_company: 1, conversion: 0.5, median_days: 2.5, p90_days: 4.75 }),
    stage(2, 'shortlisted', { reached: 1, moved_on: 1, conversion: 1, median_days: 1, p90_days: 1 }),
    stage(3, 'interview', { reached: 1, moved_on: 1, conversion: 1, median_days: 4, p90_days: 4 }),
    stage(4, 'offered', { reached: 1, moved_on: 1, conversion: 1, median_days: 2, p90_days: 2 }),
    stage(8, 'accepted_by_applicant', {}),
    stage(5, 'hired', { reached: 1, in_flight: 1 }),
  ],
  time_to_hire: { hired: 1, median_days: 10.5, p90_days: 10.5 },
};

// The compared period: two applications, one withdrawn in review, nobody hired.
const earlier: Funnel = {
  applications: 2,
  stages: funnel.stages.map((one) =>
    one.status.value === 'applied'
      ? { ...one, reached: 2, in_flight: 1, moved_on: 1, rejected_by_company: 0, conversion: 1, median_days: 3, p90_days: 3 }
      : one.status.value === 'in_review'
        ? { ...one, reached: 1, in_flight: 0, moved_on: 0, rejected_by_company: 0, rejected_by_applicant: 1, conversion: 0, median_days: 6, p90_days: 6 }
        : stage(one.status.id, one.status.value, {}),
  ),
  time_to_hire: { hired: 0, median_days: null, p90_days: null },
};

const empty: Funnel = { applications: 0, stages: funnel.stages.map((one) => stage(one.status.id, one.status.value, {})), time_to_hire: { hired: 0 } };

const analyst = '5f0c6a52-3a1e-4d7b-9a55-0c7e3f1b2a11';
const jobs: JobChoice[] = [
  { id: analyst, title: 'Data Analyst', status: 'live' },
  { id: '0b9e8a4c-7d2f-4c1b-8e3a-6f5d4c3b2a10', title: 'Designer', status: 'closed' },
];

type Answer = { status?: number; body?: unknown };

function renderReports({
  user = company(['ats']),
  path = '/reports',
  answer = () => ({ body: funnel }),
}: { user?: UserResponse; path?: string; answer?: (query: URLSearchParams) => Answer } = {}) {
  const api = mockApi(user, {
    'GET /api/reports/funnel/': ({ query }) => answer(query),
    'GET /api/reports/funnel/export/': ({ query }) => ({ body: 'stage,reached', headers: { 'Content-Disposition': `attachment; filename="funnel.${query.get('format')}"` } }),
    'GET /api/jobs/jobs-for-filter': () => ({ body: jobs }),
  });
  const page = (
    <SignedIn>
      <ReportsRoute />
    </SignedIn>
  );
  const { router } = renderApp(page, { path, routes: [{ path: '/reports', element: page }] });
  const asked = () => api.calls.filter((call) => call.path.startsWith('/api/reports/funnel/?')).map((call) => call.path);
  const exported = () => api.calls.filter((call) => call.path.startsWith('/api/reports/funnel/export/')).map((call) => call.path);
  return { asked, exported, router };
}

const table = () => screen.findByTestId('funnel-table', {}, { timeout: 10_000 });
/** The texts of a stage's row, from its name to its last figure. */
const rowTexts = (status: string) =>
  [...document.querySelector(`[data-testid="funnel-stage"][data-status="${status}"]`)!.querySelectorAll('td')].map((cell) => cell.textContent);
const figure = (id: string, series = 'current') => screen.getByTestId(`report-${id}`).querySelector(`[data-series="${series}"] .ant-statistic-content`)?.textContent;
const cell = (status: string, metric: string, series: string) =>
  document.querySelector(`[data-status="${status}"] [data-metric="${metric}"][data-series="${series}"]`)?.textContent;
const today = () => dayjs().format('YYYY-MM-DD');

async function openPresets(testId: string) {
  const start = within(screen.getByTestId(testId)).getAllByRole('textbox')[0];
  await act(async () => {
    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.click(start);
  });
}

describe('Reports', () => {
  it('given a funnel, when the report opens, then shows each stage with its translated name and figures, percentages with one decimal and days with one decimal', async () => {
    renderReports();
    await table();
    expect(rowTexts('applied')).toEqual(['Applied', '4', '1', '2', '1', '0', '66.7%', '1.3', '3.5']);
    expect(rowTexts('in_review')).toEqual(['In review', '2', '0', '1', '1', '0', '50.0%', '2.5', '4.8']);
    expect(rowTexts('hired')).toEqual(['Hired', '1', '1', '0', '0', '0', '—', '—', '—']);
    expect(rowTexts('accepted_by_applicant')[0]).toBe('Accepted by applicant');
    const headers = [...screen.getByTestId('funnel-table').querySelectorAll('th')].map((header) => header.textContent);
    expect(headers).toEqual(['Stage', 'Reached', 'In stage now', 'Moved on', 'Rejected by company', 'Rejected by applicant', 'Conversion', 'Median days', '90th percentile days']);
  });

  it('given a funnel, when the report opens, then shows the applications and the time to hire as cards', async () => {
    renderReports();
    await table();
    expect(figure('applications')).toBe('4');
    expect(figure('hired')).toBe('1');
    expect(figure('median-to-hire')).toBe('10.5');
    expect(figure('p90-to-hire')).toBe('10.5');
  });

  it('given a funnel, when the report opens, then charts how many reached each stage, in order', async () => {
    renderReports();
    const chart = await screen.findByRole('list', { name: 'Reached each stage' }, { timeout: 10_000 });
    expect(within(chart).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Applied: 4',
      'In review: 2',
      'Shortlisted: 1',
      'Interview: 1',
      'Offered: 1',
      'Accepted by applicant: 0',
      'Hired: 1',
    ]);
  });

  it('given no filter in the URL, when the report opens, then asks for the last 90 days as of today, for every job', async () => {
    const { asked } = renderReports();
    await table();
    const from = dayjs().subtract(89, 'day').format('YYYY-MM-DD');
    expect(asked()).toEqual([`/api/reports/funnel/?from=${from}&to=${today()}`]);
    expect(screen.getByTestId('report-cohort').textContent).toContain('as of today');
  });

  it('given filters in the URL, when the report opens, then asks with them and shows the chosen job', async () => {
    const { asked } = renderReports({ path: `/reports?from=2026-01-01&to=2026-01-31&at=2026-02-15&job=${analyst}` });
    await table();
    expect(asked()).toEqual([`/api/reports/funnel/?from=2026-01-01&to=2026-01-31&at=2026-02-15&job=${analyst}`]);
    await waitFor(() => expect(within(screen.getByTestId('filter-job')).getByText('Data Analyst')).toBeTruthy());
    expect(screen.getByTestId('report-cohort').textContent).toBe('Applications submitted 01.01.2026 – 31.01.2026, as of the end of 15.02.2026.');
  });

  it('given a compared period in the URL, when the report opens, then asks for both with the same day and job and shows them side by side', async () => {
    const { asked } = renderReports({
      path: `/reports?from=2026-01-01&to=2026-01-31&compare_from=2025-12-01&compare_to=2025-12-31&job=${analyst}`,
      answer: (query) => ({ body: query.get('from') === '2025-12-01' ? earlier : funnel }),
    });
    await table();
    await waitFor(() => expect(cell('in_review', 'rejected_by_applicant', 'compared')).toBe('1'));
    expect(asked().sort()).toEqual([
      `/api/reports/funnel/?from=2025-12-01&to=2025-12-31&job=${analyst}`,
      `/api/reports/funnel/?from=2026-01-01&to=2026-01-31&job=${analyst}`,
    ]);
    expect(cell('applied', 'reached', 'current')).toBe('4');
    expect(cell('applied', 'reached', 'compared')).toBe('2');
    expect(cell('in_review', 'conversion', 'compared')).toBe('0.0%');
    expect(figure('hired', 'current')).toBe('1');
    expect(figure('hired', 'compared')).toBe('0');
    expect(figure('median-to-hire', 'compared')).toBe('—');
    const chart = screen.getByRole('list', { name: 'Reached each stage' });
    expect(within(chart).getAllByRole('listitem')[0].getAttribute('aria-label')).toBe('Applied: Period 4, Compared 2');
    expect(screen.getByTestId('report-series').textContent).toBe('Period: 01.01.2026 – 31.01.2026Compared: 01.12.2025 – 31.12.2025');
  });

  it('given a period without applications, when the report opens, then says so instead of a table', async () => {
    renderReports({ answer: () => ({ body: empty }) });
    await screen.findByText('No applications were submitted in this period.', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('funnel-table')).toBeNull();
  });

  it('given the API refuses the period, when the report opens, then names the field at fault', async () => {
    renderReports({
      path: '/reports?from=2026-01-10&to=2026-01-31&at=2026-01-05',
      answer: () => ({ status: 422, body: { error: { code: 'validation_failed', message: 'Invalid input.', fields: { from: ['out_of_range'] } } } }),
    });
    const refusal = await screen.findByTestId('report-refusal', {}, { timeout: 10_000 });
    expect(refusal.textContent).toContain('Start of the period: A period may not run backwards, start after the “as of” day or be longer than 366 days.');
    expect(screen.queryByTestId('funnel-table')).toBeNull();
  });

  it('given a Block Leader, who does not see applicants, when the report opens, then says so and asks for nothing', async () => {
    const { asked } = renderReports({ user: employee('block_leader', ['ats']) });
    await screen.findByText('Reports show how applicants progress, which your role does not see.', {}, { timeout: 10_000 });
    expect(asked()).toEqual([]);
  });

  it('given a Hiring Manager, who sees applicants, when the report opens, then shows the funnel', async () => {
    renderReports({ user: employee('hiring_manager', ['ats']) });
    await table();
    expect(rowTexts('applied')[1]).toBe('4');
  });

  it('given the report open, when a job is chosen, then writes it into the URL, keeping the period, and asks for it', async () => {
    const { asked, router } = renderReports({ path: '/reports?from=2026-01-01&to=2026-01-31' });
    await table();
    await act(async () => fireEvent.mouseDown(screen.getByLabelText('Job')));
    const option = await waitFor(
      () => document.querySelector<HTMLElement>('.ant-select-item-option[title="Data Analyst"]') ?? Promise.reject(new Error('no option')),
    );
    await act(async () => fireEvent.click(option));
    await waitFor(() => expect(router.state.location.search).toBe(`?from=2026-01-01&to=2026-01-31&job=${analyst}`));
    await waitFor(() => expect(asked()).toContain(`/api/reports/funnel/?from=2026-01-01&to=2026-01-31&job=${analyst}`));
  });

  it('given the report open, when the previous period is chosen to compare with, then writes it into the URL and asks for both', async () => {
    const { asked, router } = renderReports({ path: '/reports?from=2026-03-01&to=2026-03-31' });
    await table();
    await openPresets('filter-compare');
    const preset = await screen.findByText('Previous period');
    await act(async () => fireEvent.click(preset));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31&compare_from=2026-01-29&compare_to=2026-02-28'));
    await waitFor(() => expect(asked()).toContain('/api/reports/funnel/?from=2026-01-29&to=2026-02-28'));
  });

  it('given the report open, when the last 30 days are chosen, then writes the period into the URL, keeping the job', async () => {
    const { asked, router } = renderReports({ path: `/reports?job=${analyst}` });
    await table();
    await openPresets('filter-period');
    const preset = await screen.findByText('Last 30 days');
    await act(async () => fireEvent.click(preset));
    const from = dayjs().subtract(29, 'day').format('YYYY-MM-DD');
    await waitFor(() => expect(router.state.location.search).toBe(`?job=${analyst}&from=${from}&to=${today()}`));
    await waitFor(() => expect(asked()).toContain(`/api/reports/funnel/?from=${from}&to=${today()}&job=${analyst}`));
  });

  it('given filters in the URL, when Excel is chosen to download, then asks for the period\'s file with the same filters, not the compared one', async () => {
    const saved = catchDownloads();
    const { exported } = renderReports({ path: `/reports?from=2026-01-01&to=2026-01-31&compare_from=2025-12-01&compare_to=2025-12-31&at=2026-02-15&job=${analyst}` });
    await table();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Download/ })));
    await act(async () => fireEvent.click(await screen.findByText('Excel')));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['funnel.xlsx']));
    expect(exported()).toEqual([`/api/reports/funnel/export/?from=2026-01-01&to=2026-01-31&at=2026-02-15&job=${analyst}&format=xlsx`]);
  });

  it('given the report in Russian, when it opens, then its headings and stages read in Russian with decimal commas', async () => {
    await act(async () => setLanguage('ru', { store: false }));
    renderReports();
    await table();
    expect(rowTexts('in_review')).toEqual(['На рассмотрении', '2', '0', '1', '1', '0', '50,0\u00a0%', '2,5', '4,8']);
    expect(screen.getByText('Дней до найма (медиана)')).toBeTruthy();
  });
});
