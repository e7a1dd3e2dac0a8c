import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { catchDownloads, company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { UserResponse } from '@/types/api';
import type { JobChoice } from '@/types/jobs';
import type { Chart } from '@/types/org';
import type { DiversityReport, Funnel, HiringSpeed, InterviewerReport, OfferReport, SourcesReport } from '@/types/reports';
import ReportsRoute from './reports';

const analyst = '5f0c6a52-3a1e-4d7b-9a55-0c7e3f1b2a11';
const designer = '0b9e8a4c-7d2f-4c1b-8e3a-6f5d4c3b2a10';
const sales = '018f2b7c-1111-7abc-8def-0123456789ab';
const retail = '018f2b7c-2222-7abc-8def-0123456789ab';
const jobs: JobChoice[] = [
  { id: analyst, title: 'Data Analyst', status: 'live' },
  { id: designer, title: 'Designer', status: 'closed' },
];
const chart: Chart = {
  at: null,
  employees: [],
  positions: [],
  units: [
    { id: sales, kind: 'department', name: 'Sales', parent_id: null, archived: false },
    { id: retail, kind: 'division', name: 'Retail', parent_id: sales, archived: false },
  ],
};

const funnel: Funnel = { applications: 1, stages: [], time_to_hire: { hired: 0, median_days: null, p90_days: null } };

// Three hires over two months; two jobs first filled.
const speed: HiringSpeed = {
  months: [
    { month: '2026-01', hires: 2, median_days: 12.5, p90_days: 20 },
    { month: '2026-02', hires: 1, median_days: 7, p90_days: 7 },
  ],
  time_to_fill: { jobs_filled: 2, median_days: 30, p90_days: 41.25 },
};
const earlierSpeed: HiringSpeed = { months: [{ month: '2025-12', hires: 1, median_days: 3, p90_days: 3 }], time_to_fill: { jobs_filled: 0, median_days: null, p90_days: null } };

// Four offers: one pending, one accepted, one declined, one withdrawn; three in AZN, one in USD.
const offers: OfferReport = {
  sent: 4,
  pending: 1,
  accepted: 1,
  declined: 1,
  withdrawn: 1,
  expired: 0,
  acceptance_rate: 0.5,
  median_days_to_answer: 2.5,
  salaries: [
    { currency: 'AZN', offers: 3, median_salary: 5000, below_range: 0, within_range: 1, above_range: 2, without_range: 0, below_market: 1, within_market: 2, above_market: 0, without_market: 0 },
    { currency: 'USD', offers: 1, median_salary: 4250.5, below_range: 0, within_range: 0, above_range: 0, without_range: 1, below_market: 0, within_market: 0, above_market: 0, without_market: 1 },
  ],
};
const earlierOffers: OfferReport = {
  sent: 1,
  pending: 0,
  accepted: 1,
  declined: 0,
  withdrawn: 0,
  expired: 0,
  acceptance_rate: 1,
  median_days_to_answer: 1,
  salaries: [{ currency: 'AZN', offers: 1, median_salary: 3000, below_range: 0, within_range: 1, above_range: 0, without_range: 0, below_market: 0, within_market: 1, above_market: 0, without_market: 0 }],
};

const ada = 'a0000000-0000-4000-8000-000000000001';
const nameless = 'a0000000-0000-4000-8000-000000000002';
const bob = 'a0000000-0000-4000-8000-000000000003';
// Ada rates above her panels, Bob below; the third interviewer has no name and no evaluation.
const interviewers: InterviewerReport = {
  on_time_days: 2,
  interviewers: [
    {
      interviewer: ada,
      name: 'Ada Owner',
      interviews: 2,
      evaluations: 2,
      on_time: 1,
      average_given: 3.5,
      panel_average: 3,
      competencies: [
        { competency: 'SQL', category: 4, ratings: 2, average_given: 4, panel_average: 3.5 },
        { competency: null, category: 5, ratings: 2, average_given: 3, panel_average: 3.25 },
      ],
    },
    { interviewer: bob, name: 'Bob Leader', interviews: 1, evaluations: 1, on_time: 1, average_given: 2, panel_average: 2.5, competencies: [] },
    { interviewer: nameless, name: null, interviews: 1, evaluations: 0, on_time: 0, average_given: null, panel_average: null, competencies: [] },
  ],
};

// Ten applications from Indeed (two hired), four through the job search, three from before sources were kept.
const sources: SourcesReport = {
  stages: [
    { id: 0, value: 'applied' },
    { id: 5, value: 'hired' },
  ],
  sources: [
    { source: 'job_board', board: 'indeed', reached: [10, 2], hire_rate: 0.2 },
    { source: 'job_search', board: null, reached: [4, 0], hire_rate: 0 },
    { source: 'unknown', board: null, reached: [3, 1], hire_rate: 1 / 3 },
  ],
};

const diversity: DiversityReport = {
  minimum_group: 5,
  stages: [
    { id: 0, value: 'applied' },
    { id: 1, value: 'in_review' },
  ],
  questions: [
    {
      question: 'gender',
      groups: [
        { answer: 'woman', reached: [7, null] },
        { answer: 'no_answer', reached: [12, 6] },
      ],
      hidden_groups: 2,
    },
    { question: 'age_band', groups: [], hidden_groups: 0 },
    { question: 'disability', groups: [{ answer: 'no', reached: [9, 5] }], hidden_groups: 1 },
  ],
};
const tooFew: DiversityReport = { ...diversity, questions: diversity.questions.map((question) => ({ ...question, groups: [], hidden_groups: 3 })) };

type Answer = { status?: number; body?: unknown };
type Answers = Partial<Record<'funnel' | 'hiring-speed' | 'offers' | 'interviewers' | 'diversity' | 'sources', (query: URLSearchParams) => Answer>>;

function renderReports({
  user = company(['ats']),
  path = '/reports',
  answers = {},
  orgChart = { body: chart },
}: { user?: UserResponse; path?: string; answers?: Answers; orgChart?: Answer } = {}) {
  const file = (name: string) => ({ query }: { query: URLSearchParams }) => ({
    body: 'a,b',
    headers: { 'Content-Disposition': `attachment; filename="${name}.${query.get('format')}"` },
  });
  const api = mockApi(user, {
    'GET /api/reports/funnel/': ({ query }) => answers.funnel?.(query) ?? { body: funnel },
    'GET /api/reports/hiring-speed/': ({ query }) => answers['hiring-speed']?.(query) ?? { body: speed },
    'GET /api/reports/offers/': ({ query }) => answers.offers?.(query) ?? { body: offers },
    'GET /api/reports/offers/export/': file('offers'),
    'GET /api/reports/interviewers/': ({ query }) => answers.interviewers?.(query) ?? { body: interviewers },
    'GET /api/reports/interviewers/export/': file('interviewers'),
    'GET /api/reports/settings/': () => ({ body: { on_time_days: 2 } }),
    'PUT /api/reports/settings/': ({ body }) => ({ body }),
    'GET /api/reports/diversity/': ({ query }) => answers.diversity?.(query) ?? { body: diversity },
    'GET /api/reports/sources/': ({ query }) => answers.sources?.(query) ?? { body: sources },
    'GET /api/reports/sources/export/': file('sources'),
    'GET /api/jobs/jobs-for-filter': () => ({ body: jobs }),
    'GET /api/org/chart/': () => orgChart,
  });
  const page = (
    <SignedIn>
      <ReportsRoute />
    </SignedIn>
  );
  const { router } = renderApp(page, { path, routes: [{ path: '/reports', element: page }] });
  /** The calls of a report (`funnel`, `offers` …), its exports left out. */
  const asked = (report: string) => api.calls.filter((call) => call.path.startsWith(`/api/reports/${report}/?`)).map((call) => call.path);
  const exported = (report: string) => api.calls.filter((call) => call.path.startsWith(`/api/reports/${report}/export/`)).map((call) => call.path);
  return { asked, exported, router };
}

const wait = { timeout: 10_000 };
const figure = (id: string, series = 'current') => screen.getByTestId(`report-${id}`).querySelector(`[data-series="${series}"] .ant-statistic-content`)?.textContent;
const texts = (row: Element) => [...row.querySelectorAll(':scope > td')].map((cell) => cell.textContent);
const row = (selector: string) => document.querySelector(selector) ?? undefined;
const tabTitles = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('Reports tabs', () => {
  it('given the report, when it opens, then has a tab per report, the funnel open, and asks only for the funnel', async () => {
    const { asked } = renderReports();
    await screen.findByTestId('funnel-table', {}, wait);
    expect(tabTitles()).toEqual(['Funnel', 'Hiring speed', 'Offers', 'Interviewers', 'Diversity', 'Sources']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Funnel');
    expect(asked('offers')).toEqual([]);
    expect(asked('interviewers')).toEqual([]);
  });

  it('given the funnel open with filters, when the Offers tab is chosen, then writes it into the URL, keeping the filters, and asks for the offers with them', async () => {
    const { asked, router } = renderReports({ path: `/reports?from=2026-01-01&to=2026-01-31&job=${analyst}` });
    await screen.findByTestId('funnel-table', {}, wait);
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Offers' })));
    await waitFor(() => expect(router.state.location.search).toBe(`?from=2026-01-01&to=2026-01-31&job=${analyst}&tab=offers`));
    await screen.findByTestId('offer-salaries', {}, wait);
    expect(asked('offers')).toEqual([`/api/reports/offers/?from=2026-01-01&to=2026-01-31&job=${analyst}`]);
  });

  it('given two jobs and a unit in the URL, when a report opens, then asks with the jobs separated by a comma and the unit', async () => {
    const { asked } = renderReports({ path: `/reports?tab=hiring_speed&from=2026-01-01&to=2026-01-31&job=${analyst}&job=${designer}&unit=${sales}` });
    await screen.findByTestId('speed-months', {}, wait);
    expect(asked('hiring-speed')).toEqual([`/api/reports/hiring-speed/?from=2026-01-01&to=2026-01-31&job=${analyst}%2C${designer}&unit=${sales}`]);
    await waitFor(() => expect(within(screen.getByTestId('filter-job')).getByText('Designer')).toBeTruthy());
    expect(within(screen.getByTestId('filter-job')).getByText('Data Analyst')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('filter-unit')).getByText('Sales')).toBeTruthy());
  });

  it('given the report open, when a unit is chosen, then writes it into the URL and asks for its jobs', async () => {
    const { asked, router } = renderReports({ path: '/reports?from=2026-01-01&to=2026-01-31' });
    await screen.findByTestId('funnel-table', {}, wait);
    await act(async () => fireEvent.mouseDown(within(screen.getByTestId('filter-unit')).getByRole('combobox')));
    const option = await waitFor(() => document.querySelector<HTMLElement>('.ant-select-tree-node-content-wrapper[title="Retail"]') ?? Promise.reject(new Error('no unit')));
    await act(async () => fireEvent.click(option));
    await waitFor(() => expect(router.state.location.search).toBe(`?from=2026-01-01&to=2026-01-31&unit=${retail}`));
    await waitFor(() => expect(asked('funnel')).toContain(`/api/reports/funnel/?from=2026-01-01&to=2026-01-31&unit=${retail}`));
  });

  it('given a caller the structure is refused to, when the report opens, then shows no unit filter and no error', async () => {
    renderReports({ orgChart: { status: 403, body: { error: { code: 'permission_denied', message: 'No.' } } } });
    await screen.findByTestId('funnel-table', {}, wait);
    await waitFor(() => expect(screen.queryByTestId('filter-unit')).toBeNull());
    expect(screen.getByTestId('filter-job')).toBeTruthy();
  });

  it('given the hiring speed, when its tab opens, then shows the time to fill as cards and each month\'s hires and days, as bars and rows', async () => {
    renderReports({ path: '/reports?tab=hiring_speed' });
    await screen.findByTestId('speed-months', {}, wait);
    expect(figure('hires')).toBe('3');
    expect(figure('jobs-filled')).toBe('2');
    expect(figure('median-to-fill')).toBe('30.0');
    expect(figure('p90-to-fill')).toBe('41.3');
    expect(texts(row('[data-testid="speed-month"][data-month="2026-01"]')!)).toEqual(['Jan 2026', '2', '12.5', '20.0']);
    expect(texts(row('[data-testid="speed-month"][data-month="2026-02"]')!)).toEqual(['Feb 2026', '1', '7.0', '7.0']);
    const hires = screen.getByRole('list', { name: 'Hires per month' });
    expect(within(hires).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Jan 2026: 2', 'Feb 2026: 1']);
    const days = screen.getByRole('list', { name: 'Median days to hire per month' });
    expect(within(days).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Jan 2026: 12.5', 'Feb 2026: 7.0']);
  });

  it('given a compared period, when the hiring speed opens, then asks for both and shows them side by side', async () => {
    const { asked } = renderReports({
      path: '/reports?tab=hiring_speed&from=2026-01-01&to=2026-02-28&compare_from=2025-11-04&compare_to=2025-12-31',
      answers: { 'hiring-speed': (query) => ({ body: query.get('from') === '2025-11-04' ? earlierSpeed : speed }) },
    });
    await waitFor(() => expect(figure('hires', 'compared')).toBe('1'), wait);
    expect(asked('hiring-speed').sort()).toEqual([
      '/api/reports/hiring-speed/?from=2025-11-04&to=2025-12-31',
      '/api/reports/hiring-speed/?from=2026-01-01&to=2026-02-28',
    ]);
    expect(figure('hires', 'current')).toBe('3');
    expect(figure('median-to-fill', 'compared')).toBe('—');
    expect(row('[data-series="compared"] [data-testid="speed-month"][data-month="2025-12"]')).toBeDefined();
    expect(screen.queryByTestId('compare-ignored')).toBeNull();
  });

  it('given no hire, when the hiring speed opens, then says so', async () => {
    renderReports({ path: '/reports?tab=hiring_speed', answers: { 'hiring-speed': () => ({ body: { months: [], time_to_fill: { jobs_filled: 0 } } }) } });
    await screen.findByText('No hires were made and no job was filled in this period.', {}, wait);
  });

  it('given offers, when their tab opens, then shows each count, the acceptance rate and the days to answer as cards, and the salaries per currency against their ranges and the market', async () => {
    renderReports({ path: '/reports?tab=offers' });
    await screen.findByTestId('offer-salaries', {}, wait);
    expect(['sent', 'pending', 'accepted', 'declined', 'withdrawn', 'expired'].map((key) => figure(`offers-${key}`))).toEqual(['4', '1', '1', '1', '1', '0']);
    expect(figure('acceptance-rate')).toBe('50.0%');
    expect(figure('days-to-answer')).toBe('2.5');
    expect(texts(row('[data-testid="offer-currency"][data-currency="AZN"]')!)).toEqual(['AZN', '3', 'AZN\u00a05,000', '0', '1', '2', '0', '1', '2', '0', '0']);
    expect(texts(row('[data-testid="offer-currency"][data-currency="USD"]')!)).toEqual(['USD', '1', '$4,250.50', '0', '0', '0', '1', '0', '0', '0', '1']);
  });

  it('given a compared period, when the offers open, then every figure has a second column, a currency of one period only a dash in the other', async () => {
    renderReports({
      path: '/reports?tab=offers&from=2026-01-01&to=2026-01-31&compare_from=2025-12-01&compare_to=2025-12-31',
      answers: { offers: (query) => ({ body: query.get('from') === '2025-12-01' ? earlierOffers : offers }) },
    });
    await waitFor(() => expect(figure('acceptance-rate', 'compared')).toBe('100.0%'), wait);
    expect(figure('offers-sent', 'current')).toBe('4');
    const cell = (currency: string, metric: string, series: string) =>
      row(`[data-currency="${currency}"] [data-metric="${metric}"][data-series="${series}"]`)?.textContent;
    expect(cell('AZN', 'median_salary', 'compared')).toBe('AZN\u00a03,000');
    expect(cell('USD', 'offers', 'compared')).toBe('—');
  });

  it('given filters, when the offers are downloaded, then asks for the period\'s file with them', async () => {
    const saved = catchDownloads();
    const { exported } = renderReports({ path: `/reports?tab=offers&from=2026-01-01&to=2026-01-31&compare_from=2025-12-01&compare_to=2025-12-31&unit=${sales}` });
    await screen.findByTestId('offer-salaries', {}, wait);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Download/ })));
    await act(async () => fireEvent.click(await screen.findByText('CSV')));
    await waitFor(() => expect(saved.map((one) => one.name)).toEqual(['offers.csv']));
    expect(exported('offers')).toEqual([`/api/reports/offers/export/?from=2026-01-01&to=2026-01-31&unit=${sales}&format=csv`]);
  });

  it('given interviewers, when their tab opens, then shows each one\'s interviews, evaluations, share on time and ratings against the panel, with a signed difference', async () => {
    renderReports({ path: '/reports?tab=interviewers' });
    await screen.findByTestId('interviewers-table', {}, wait);
    const of = (id: string) => texts(row(`[data-testid="interviewer"][data-interviewer="${id}"]`)!).slice(1);
    expect(of(ada)).toEqual(['Ada Owner', '2', '2', '1 (50.0%)', '3.5', '3.0', '+0.5']);
    expect(of(bob)).toEqual(['Bob Leader', '1', '1', '1 (100.0%)', '2.0', '2.5', '\u22120.5']);
    expect(of(nameless)).toEqual(['—', '1', '0', '0', '—', '—', '—']);
    expect(row(`[data-interviewer="${ada}"] [data-leaning]`)?.getAttribute('data-leaning')).toBe('above');
    expect(row(`[data-interviewer="${bob}"] [data-leaning]`)?.getAttribute('data-leaning')).toBe('below');
  });

  it('given an interviewer, when their row is opened, then shows each competency (by its category when it has no name) against the panel', async () => {
    renderReports({ path: '/reports?tab=interviewers' });
    await screen.findByTestId('interviewers-table', {}, wait);
    const expand = row(`[data-interviewer="${ada}"] .ant-table-row-expand-icon`) as HTMLElement;
    await act(async () => fireEvent.click(expand));
    const competencies = await screen.findAllByTestId('interviewer-competency');
    expect(competencies.map(texts)).toEqual([
      ['SQL', '2', '4.0', '3.5', '+0.5'],
      ['Soft Skills', '2', '3.0', '3.25', '\u22120.25'],
    ]);
  });

  it('given the interviewers open, when the on-time days are changed, then writes them into the URL and asks with them', async () => {
    const { asked, router } = renderReports({ path: '/reports?tab=interviewers&from=2026-01-01&to=2026-01-31' });
    await screen.findByTestId('interviewers-table', {}, wait);
    expect(asked('interviewers')).toEqual(['/api/reports/interviewers/?from=2026-01-01&to=2026-01-31']);
    const input = screen.getByLabelText('On time within (days)');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('2'));
    await act(async () => {
      fireEvent.change(input, { target: { value: '5' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=interviewers&from=2026-01-01&to=2026-01-31&on_time_days=5'));
    await waitFor(() => expect(asked('interviewers')).toContain('/api/reports/interviewers/?from=2026-01-01&to=2026-01-31&on_time_days=5'));
  });

  it("given other on-time days chosen by the company account, when made the company's default, then saves them and asks by the company's setting", async () => {
    const { router } = renderReports({ path: '/reports?tab=interviewers&from=2026-01-01&to=2026-01-31&on_time_days=5' });
    await screen.findByTestId('interviewers-table', {}, wait);
    expect((await screen.findByTestId('on-time-default', {}, wait)).textContent).toBe('Company default: 2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: "Make it the company's default" })));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=interviewers&from=2026-01-01&to=2026-01-31'));
  });

  it('given a compared period, when the interviewers open, then asks for the period only and says the comparison does not apply', async () => {
    const { asked, exported } = renderReports({ path: '/reports?tab=interviewers&from=2026-01-01&to=2026-01-31&compare_from=2025-12-01&compare_to=2025-12-31&on_time_days=7' });
    const saved = catchDownloads();
    await screen.findByTestId('interviewers-table', {}, wait);
    expect(asked('interviewers')).toEqual(['/api/reports/interviewers/?from=2026-01-01&to=2026-01-31&on_time_days=7']);
    expect(screen.getByTestId('compare-ignored').textContent).toBe(
      'This report shows the chosen period only; the compared period applies to the funnel, hiring speed and offers.',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Download/ })));
    await act(async () => fireEvent.click(await screen.findByText('Excel')));
    await waitFor(() => expect(saved.map((one) => one.name)).toEqual(['interviewers.xlsx']));
    expect(exported('interviewers')).toEqual(['/api/reports/interviewers/export/?from=2026-01-01&to=2026-01-31&on_time_days=7&format=xlsx']);
  });

  it('given the diversity report, when its tab opens, then explains the answers are voluntary and shows a table per question, small counts as "<5"', async () => {
    renderReports({ path: '/reports?tab=diversity' });
    const tables = await screen.findAllByTestId('diversity-question', {}, wait);
    expect(screen.getByTestId('diversity-explanation').textContent).toContain('Answering the diversity questions is voluntary');
    expect(tables.map((table) => table.getAttribute('data-question'))).toEqual(['gender', 'age_band', 'disability']);
    const gender = tables[0];
    expect([...gender.querySelectorAll('th')].map((header) => header.textContent)).toEqual(['Answer', 'Applied', 'In review']);
    expect([...gender.querySelectorAll('[data-testid="diversity-group"]')].map(texts)).toEqual([
      ['Woman', '7', '<5'],
      ['No answer', '12', '6'],
    ]);
    expect(within(gender).getByTestId('diversity-hidden-groups').textContent).toBe('2 groups are not shown: each has fewer than 5 people, or would give a small one away.');
    expect(within(tables[1]).getByText('Not enough answers to show')).toBeTruthy();
    expect(within(tables[2]).getByTestId('diversity-hidden-groups').textContent).toBe('1 group is not shown: it has fewer than 5 people, or would give a small one away.');
  });

  it('given a hidden count, when pointed at, then explains small groups are hidden so no one can be singled out', async () => {
    renderReports({ path: '/reports?tab=diversity' });
    await screen.findAllByTestId('diversity-question', {}, wait);
    await act(async () => fireEvent.mouseEnter(document.querySelector('[data-hidden="true"]')!));
    await screen.findByText('Fewer than 5: small groups are hidden so that no one can be singled out.', {}, wait);
  });

  it('given no group big enough in any question, when the diversity report opens, then says there are not enough answers to show', async () => {
    renderReports({ path: '/reports?tab=diversity', answers: { diversity: () => ({ body: tooFew }) } });
    await screen.findByTestId('report-empty', {}, wait);
    expect(screen.getByTestId('report-empty').textContent).toContain('There are not enough answers to show');
    expect(screen.queryByTestId('diversity-question')).toBeNull();
  });

  it('given sources, when their tab opens, then shows a row per channel and board with each stage\'s count and the hire rate, the unrecorded apart', async () => {
    renderReports({ path: '/reports?tab=sources' });
    await screen.findByTestId('sources-table', {}, wait);
    expect([...document.querySelectorAll('[data-testid="sources-table"] th')].map((header) => header.textContent)).toEqual(['Source', 'Applied', 'Hired', 'Hire rate']);
    expect([...document.querySelectorAll('[data-testid="source-row"]')].map(texts)).toEqual([
      ['Job boardindeed', '10', '2', '20.0%'],
      ['Job search', '4', '0', '0.0%'],
      ['Not recorded', '3', '1', '33.3%'],
    ]);
  });

  it('given a compared period, when the sources open, then asks for the period only and says the comparison does not apply', async () => {
    const { asked } = renderReports({ path: '/reports?tab=sources&from=2026-01-01&to=2026-01-31&compare_from=2025-12-01&compare_to=2025-12-31' });
    await screen.findByTestId('sources-table', {}, wait);
    expect(screen.getByTestId('compare-ignored')).toBeTruthy();
    expect(asked('sources')).toEqual(['/api/reports/sources/?from=2026-01-01&to=2026-01-31']);
  });

  it('given filters, when the sources are downloaded, then asks for the period\'s file with them', async () => {
    const saved = catchDownloads();
    const { exported } = renderReports({ path: `/reports?tab=sources&from=2026-01-01&to=2026-01-31&job=${analyst}` });
    await screen.findByTestId('sources-table', {}, wait);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Download/ })));
    await act(async () => fireEvent.click(await screen.findByText('Excel')));
    await waitFor(() => expect(saved.map((one) => one.name)).toEqual(['sources.xlsx']));
    expect(exported('sources')).toEqual([`/api/reports/sources/export/?from=2026-01-01&to=2026-01-31&job=${analyst}&format=xlsx`]);
  });

  it('given no application in the period, when the sources open, then says so', async () => {
    renderReports({ path: '/reports?tab=sources', answers: { sources: () => ({ body: { stages: [], sources: [] } }) } });
    await screen.findByTestId('report-empty', {}, wait);
    expect(screen.getByTestId('report-empty').textContent).toContain('No applications in this period.');
  });

  it('given the report in Russian, when it opens, then its tabs read in Russian', async () => {
    await act(async () => setLanguage('ru', { store: false }));
    renderReports();
    await screen.findByTestId('funnel-table', {}, wait);
    expect(tabTitles()).toEqual(['Воронка', 'Скорость найма', 'Офферы', 'Интервьюеры', 'Разнообразие', 'Источники']);
  });

  it('given the report in Azerbaijani, when it opens, then its tabs read in Azerbaijani', async () => {
    await act(async () => setLanguage('az', { store: false }));
    renderReports();
    await screen.findByTestId('funnel-table', {}, wait);
    expect(tabTitles()).toEqual(['Huni', 'İşə qəbul sürəti', 'Təkliflər', 'Müsahibə aparanlar', 'Müxtəliflik', 'Mənbələr']);
  });
});
