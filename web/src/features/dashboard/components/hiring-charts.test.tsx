import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationStatuses } from '@/lib/application-status';
import { company, employee, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { UserResponse } from '@/types/api';
import type { ApplicantCard, ApplicantStatistics, JobChoice, VacancyApplicants } from '@/types/jobs';
import type { CompanyDashboard } from '../api/get-company-dashboard';
import type { Position } from '@/types/org';
import DashboardRoute from '../routes/dashboard';

const counts: Partial<Record<(typeof applicationStatuses)[number], number>> = { applied: 2, interview: 1, hired: 1 };
const statistics: ApplicantStatistics = {
  from: '2026-02-14',
  to: '2026-03-15',
  received: 4,
  by_status: applicationStatuses.map((value, status) => ({ status, value, count: counts[value] ?? 0 })),
  per_day: [
    { day: '2026-03-13', applications: 3, hired: 0 },
    { day: '2026-03-14', applications: 1, hired: 0 },
    { day: '2026-03-15', applications: 0, hired: 1 },
  ],
  hire_rate: 0.25,
};

const jobs: JobChoice[] = [
  { id: 'j-analyst', title: 'Data Analyst', status: 'live' },
  { id: 'j-designer', title: 'Designer', status: 'inactive' },
  { id: 'j-draft', title: 'Draft job', status: 'draft' },
];

const vacancies: VacancyApplicants[] = [
  { job_id: 'j-designer', title: 'Designer', status: 'inactive', applicants: 2, in_review: 1, interview: 0, offered: 0, hired: 0, new_in_period: 0 },
  { job_id: 'j-analyst', title: 'Data Analyst', status: 'live', applicants: 7, in_review: 2, interview: 1, offered: 1, hired: 1, new_in_period: 4 },
];

const position: Position = { id: 'p-analyst', unit_id: 'u-1', title: 'Analyst', head_count: 2, filled: 0, archived: false };

const card: ApplicantCard = {
  id: 'a-1',
  status: { id: 3, value: 'interview' },
  actions: [],
  next_status: null,
  applied_at: '2026-03-13T09:00:00Z',
  status_changed_at: '2026-03-14T09:00:00Z',
  rating: null,
  score: null,
  favorite: false,
  blacklisted: false,
  job_id: 'j-analyst',
  job_title: 'Data Analyst',
  candidate_id: 'c-1',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  cv_name: 'cv.pdf',
  cv_url: '/cv.pdf',
  anonymised: false,
};

const overview: CompanyDashboard = {
  at: '2026-03-15',
  total_applications: 9,
  by_status: statistics.by_status,
  by_job: [],
  applications_over_time: [],
  hired: 1,
  average_days_to_hire: null,
  funnel: [],
  time_in_stage: [],
  open_jobs: 1,
};

function renderDashboard({ user = company(['ats']), path = '/', positions = [position] }: { user?: UserResponse; path?: string; positions?: Position[] } = {}) {
  const api = mockApi(user, {
    'GET /api/jobs/dashboard': () => ({ body: overview }),
    'GET /api/accounts/employees/': () => ({ body: [] }),
    'GET /api/jobs/applicant-statistics-for-dashboard/': () => ({ body: statistics }),
    'GET /api/jobs/vacancy-applicants/': () => ({ body: vacancies }),
    'GET /api/jobs/jobs-for-filter': () => ({ body: jobs }),
    'GET /api/org/positions/': () => ({ body: positions }),
    [`GET /api/jobs/applicants-for-position/${position.id}/`]: () => ({ body: [card] }),
  });
  const page = (
    <SignedIn>
      <DashboardRoute />
    </SignedIn>
  );
  const { router } = renderApp(page, { path, routes: [{ path: '/', element: page }] });
  const asked = (endpoint: string) => api.calls.filter((call) => call.path.startsWith(endpoint)).map((call) => call.path);
  return { asked, router };
}

const charts = () => screen.findByTestId('hiring-charts', {}, { timeout: 10_000 });
/** The vacancies chart's job titles (the link's tooltip) and where each leads. */
const jobLinks = (chart: HTMLElement) =>
  [...chart.querySelectorAll('a')].map((link) => [link.querySelector('title')?.textContent, link.getAttribute('href')]);
const figure = (id: string) => screen.getByTestId(id).querySelector('.ant-statistic-content')?.textContent;

describe('Dashboard charts', { timeout: 30_000 }, () => {
  // jsdom lays nothing out: the charts' containers measure as 640 × 300, as on a wide screen.
  beforeEach(() => {
    const measure = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container') ? new DOMRect(0, 0, 640, 300) : measure.call(this);
    });
  });

  it('given applications in the period, when the company dashboard opens, then shows the received, the hired and the hire rate', async () => {
    renderDashboard();
    await charts();
    await screen.findByTestId('chart-received');
    expect(figure('chart-received')).toBe('4');
    expect(figure('chart-hired')).toBe('1');
    expect(figure('chart-hire-rate')).toBe('25.0%');
  });

  it('given no period in the URL, when the dashboard opens, then asks the charts for the last 30 days', async () => {
    const { asked } = renderDashboard();
    await charts();
    const from = dayjs().subtract(29, 'day').format('YYYY-MM-DD');
    const to = dayjs().format('YYYY-MM-DD');
    await waitFor(() => expect(asked('/api/jobs/applicant-statistics-for-dashboard/')).toEqual([`/api/jobs/applicant-statistics-for-dashboard/?from=${from}&to=${to}`]));
    expect(asked('/api/jobs/vacancy-applicants/')).toEqual([`/api/jobs/vacancy-applicants/?from=${from}&to=${to}`]);
  });

  it('given a period in the URL, when the dashboard opens, then asks the charts for that period', async () => {
    const { asked } = renderDashboard({ path: '/?from=2026-01-01&to=2026-01-31' });
    await charts();
    await waitFor(() =>
      expect(asked('/api/jobs/applicant-statistics-for-dashboard/')).toEqual(['/api/jobs/applicant-statistics-for-dashboard/?from=2026-01-01&to=2026-01-31']),
    );
  });

  it('given the last 7 days chosen, when the period changes, then writes it into the URL, keeping the rest, and asks for it', async () => {
    const { asked, router } = renderDashboard({ path: '/?jobs=j-analyst' });
    await charts();
    const start = screen.getAllByPlaceholderText('Start date')[0];
    await act(async () => {
      fireEvent.mouseDown(start);
      fireEvent.focus(start);
      fireEvent.click(start);
    });
    const preset = await screen.findByText('Last 7 days');
    await act(async () => fireEvent.click(preset));
    const from = dayjs().subtract(6, 'day').format('YYYY-MM-DD');
    const to = dayjs().format('YYYY-MM-DD');
    await waitFor(() => expect(router.state.location.search).toBe(`?jobs=j-analyst&from=${from}&to=${to}`));
    await waitFor(() => expect(asked('/api/jobs/applicant-statistics-for-dashboard/')).toContain(`/api/jobs/applicant-statistics-for-dashboard/?from=${from}&to=${to}`));
  });

  it('given applications in several statuses, when the dashboard opens, then lists each status with its count', async () => {
    renderDashboard();
    await charts();
    const legend = await screen.findByRole('list', { name: 'Applicants by status' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Applied: 2',
      'Interview: 1',
      'Hired: 1',
    ]);
  });

  it('given applications per day, when the chart loads, then draws the applications and the hires series', async () => {
    renderDashboard();
    const chart = await screen.findByRole('img', { name: 'Applications over time' }, { timeout: 10_000 });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-line').length).toBe(2));
    expect(within(chart).getByText('Applications')).toBeTruthy();
    expect(within(chart).getByText('Hires')).toBeTruthy();
  });

  it('given vacancies, when the chart loads, then shows each job, busiest first, with a link to its applicants and its total', async () => {
    renderDashboard();
    const chart = await screen.findByRole('group', { name: 'Vacancies' }, { timeout: 10_000 });
    await waitFor(() => expect(jobLinks(chart)).toEqual([['Data Analyst', '/my-job/j-analyst'], ['Designer', '/my-job/j-designer']]));
    // The totals are the ticks of the axis on the right, the last of the vertical axes.
    const totals = [...chart.querySelectorAll('.recharts-yAxis-tick-labels')].at(-1);
    expect([...(totals?.querySelectorAll('text') ?? [])].map((tick) => tick.textContent)).toEqual(['7', '2']);
  });

  it('given a job chosen in the URL, when the chart loads, then shows only that job', async () => {
    renderDashboard({ path: '/?jobs=j-designer' });
    const chart = await screen.findByRole('group', { name: 'Vacancies' }, { timeout: 10_000 });
    await waitFor(() => expect(jobLinks(chart)).toEqual([['Designer', '/my-job/j-designer']]));
  });

  it('given a position chosen in the URL, when the dashboard opens, then lists its applicants with links to their pages', async () => {
    renderDashboard({ path: `/?position=${position.id}` });
    const card = await screen.findByTestId('position-applicants', {}, { timeout: 10_000 });
    const grace = await within(card).findByRole('link', { name: 'Grace Hopper' });
    expect(grace.getAttribute('href')).toBe('/applicant/a-1');
  });

  it('given a company without positions, when the dashboard opens, then shows no applicants-for-a-position card', async () => {
    const { asked } = renderDashboard({ positions: [] });
    await charts();
    await waitFor(() => expect(asked('/api/org/positions/')).toHaveLength(1));
    await screen.findByTestId('chart-received');
    expect(screen.queryByTestId('position-applicants')).toBeNull();
  });

  it('given a Block Leader, when the dashboard opens, then shows the charts without asking for positions', async () => {
    const { asked } = renderDashboard({ user: employee('block_leader', ['ats']) });
    await charts();
    await screen.findByTestId('chart-received');
    expect(asked('/api/org/positions/')).toEqual([]);
    expect(screen.queryByTestId('position-applicants')).toBeNull();
  });
});
