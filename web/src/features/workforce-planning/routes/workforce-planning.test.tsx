import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { PlanTotals, PlanHistory, PlanLine, PlanTrend, PlanUnitTotals, Plan } from '@/types/workforce-planning';
import WorkforcePlanningRoute from './workforce-planning';

const figures = (budget: number, out_of_budget: number, staff: number, open_requisitions: number): PlanTotals => {
  const updated_budget = budget + out_of_budget;
  return {
    budget,
    out_of_budget,
    updated_budget,
    staff,
    open_requisitions,
    vacancy: Math.max(0, updated_budget - staff - open_requisitions),
    over_budget: Math.max(0, staff - updated_budget),
  };
};

const line = (overrides: Partial<PlanLine> & Pick<PlanLine, 'position_id' | 'title' | 'unit_id'>, counts: PlanTotals): PlanLine => ({
  planned: true,
  salary_budget: null,
  currency: null,
  budget_per_head: null,
  benchmark: null,
  has_job_template: true,
  changed_at: null,
  changed_by: null,
  ...counts,
  ...overrides,
});

// Sales → EMEA; Support. Account executives in EMEA have 2 places to fill; support agents are one over.
const ae = line(
  {
    position_id: 'p-ae',
    title: 'Account executive',
    unit_id: 'u-emea',
    salary_budget: 120000,
    currency: 'AZN',
    budget_per_head: 30000,
    benchmark: { count: 12, p25: 2100, median: 2500, p75: 3100, currency: 'AZN' },
    changed_at: '2026-07-02T09:30:00Z',
    changed_by: { id: 'u-1', name: 'Ada Lovelace' },
  },
  figures(3, 1, 1, 1),
);
const head = line({ position_id: 'p-head', title: 'Head of sales', unit_id: 'u-sales', planned: false, has_job_template: false }, figures(0, 0, 0, 0));
const agent = line({ position_id: 'p-agent', title: 'Support agent', unit_id: 'u-support' }, figures(2, 0, 3, 0));

const unit = (id: string, kind: PlanUnitTotals['kind'], name: string, parent_id: string | null, counts: PlanTotals): PlanUnitTotals => ({ id, kind, name, parent_id, ...counts });

const plan = (overrides: Partial<Plan> = {}): Plan => ({
  period: '2026-Q3',
  starts_on: '2026-07-01',
  ends_on: '2026-09-30',
  at: null,
  lines: [ae, head, agent],
  units: [
    unit('u-sales', 'department', 'Sales', null, figures(3, 1, 1, 1)),
    unit('u-emea', 'division', 'EMEA', 'u-sales', figures(3, 1, 1, 1)),
    unit('u-support', 'department', 'Support', null, figures(2, 0, 3, 0)),
  ],
  total: figures(5, 1, 4, 1),
  ...overrides,
});

const history: PlanHistory = {
  changes: [
    {
      at: '2026-07-02T09:30:00Z',
      by: { id: 'u-1', name: 'Ada Lovelace' },
      position_id: 'p-ae',
      title: 'Account executive',
      from: { budget: 2, out_of_budget: 1, salary_budget: 120000, currency: 'AZN' },
      to: { budget: 3, out_of_budget: 1, salary_budget: 120000, currency: 'AZN' },
    },
    { at: '2026-07-01T08:00:00Z', by: null, position_id: 'p-agent', title: 'Support agent', from: null, to: { budget: 2, out_of_budget: 0, salary_budget: null, currency: null } },
  ],
};

const trend: PlanTrend = {
  points: [
    { on: '2026-07-05', updated_budget: 4, staff: 2, open_requisitions: 0, vacancy: 2 },
    { on: '2026-07-12', updated_budget: 6, staff: 3, open_requisitions: 1, vacancy: 2 },
    { on: '2026-07-19', updated_budget: 6, staff: 4, open_requisitions: 1, vacancy: 1 },
  ],
};

type Routes = Parameters<typeof mockApi>[1];

function renderPlan(path = '/workforce-planning?period=2026-Q3', routes: Routes = {}, answer: () => Plan = plan) {
  const api = mockApi(company(), {
    'GET /api/org/workforce-planning/': () => ({ body: answer() }),
    'GET /api/org/workforce-planning/history/': () => ({ body: history }),
    'GET /api/org/workforce-planning/trend/': () => ({ body: trend }),
    ...routes,
  });
  const page = (
    <SignedIn>
      <WorkforcePlanningRoute />
    </SignedIn>
  );
  const { router } = renderApp(page, {
    path,
    routes: [
      { path: '/workforce-planning', element: page },
      { path: '/requested-staff', element: <p>The requested staff</p> },
      { path: '/my-job/:id', element: <p>The job</p> },
    ],
  });
  const asked = (endpoint = '') =>
    api.calls.filter((call) => call.method === 'GET' && call.path.startsWith(`/api/org/workforce-planning/${endpoint}?`)).map((call) => call.path);
  return { api, router, asked };
}

const loaded = () => screen.findByText('Account executive', {}, { timeout: 10_000 });
const row = (id: string) => screen.getAllByTestId('plan-line').find((candidate) => candidate.getAttribute('data-id') === id) as HTMLElement;
const cell = (element: HTMLElement, field: string) => element.querySelector<HTMLElement>(`[data-field="${field}"]`);
const value = (element: HTMLElement, field: string) => cell(element, field)?.textContent;
const azn = (amount: string) => `AZN\u00a0${amount}`;

// Role queries walk the computed styles of a large table, which jsdom makes slow: these find
// controls by their text or label instead.
const button = (text: string, container: HTMLElement = document.body) => within(container).getByText(text).closest('button') as HTMLButtonElement;
const link = (text: string, container: HTMLElement) => within(container).getByText(text).closest('a') as HTMLAnchorElement;
const tooltip = () => waitFor(() => document.querySelector<HTMLElement>('[role="tooltip"]') ?? Promise.reject(new Error('no tooltip')));

/** The open dialog titled `title` (a form's or a confirmation's). */
async function dialogTitled(title: string) {
  const [heading] = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}

async function openTab(name: string) {
  await act(async () => fireEvent.click(screen.getByText(name, { selector: '[role="tab"]' })));
}

describe('Workforce planning', { timeout: 30_000 }, () => {
  it('given a plan, shows a row per position with its head counts, salary budget and budget per head', async () => {
    const { asked } = renderPlan();
    await loaded();
    expect(asked()).toEqual(['/api/org/workforce-planning/?period=2026-Q3']);
    const fields = ['budget', 'out_of_budget', 'updated_budget', 'staff', 'open_requisitions', 'vacancy', 'over_budget', 'salary_budget', 'budget_per_head'];
    expect(fields.map((field) => value(row('p-ae'), field))).toEqual(['3', '1', '4', '1', '1', '2', '0', azn('120,000'), azn('30,000')]);
    expect(within(row('p-ae')).getByText('EMEA')).toBeTruthy();
    expect(value(row('p-head'), 'salary_budget')).toBe('—');
    expect(within(row('p-head')).getByText('Not planned')).toBeTruthy();
    expect(screen.getByText('Workforce plan · Q3 2026')).toBeTruthy();
    expect(screen.getByTestId('plan-dates').textContent).toBe('01.07.2026 – 30.09.2026');
  });

  it('given places to fill and heads beyond the budget, highlights them', async () => {
    renderPlan();
    await loaded();
    expect(cell(row('p-ae'), 'vacancy')?.getAttribute('data-highlight')).toBe('warning');
    expect(cell(row('p-agent'), 'over_budget')?.getAttribute('data-highlight')).toBe('danger');
    expect(value(row('p-agent'), 'over_budget')).toBe('1');
    expect(cell(row('p-agent'), 'vacancy')?.hasAttribute('data-highlight')).toBe(false);
    expect(cell(row('p-ae'), 'over_budget')?.hasAttribute('data-highlight')).toBe(false);
  });

  it("shows the market's median with its middle half, and a dash with the insufficient-data message without enough data", async () => {
    renderPlan();
    await loaded();
    expect(cell(row('p-ae'), 'benchmark')?.getAttribute('aria-label')).toBe(`${azn('2,500')} (p25–p75: ${azn('2,100–3,100')})`);
    expect(cell(row('p-head'), 'benchmark')?.getAttribute('aria-label')).toBe('— (Benchmark: insufficient data for the filters.)');
    await act(async () => fireEvent.mouseEnter(cell(row('p-ae'), 'benchmark')!));
    expect((await tooltip()).textContent).toBe(`p25–p75: ${azn('2,100–3,100')}`);
  });

  it("shows the company's total below the lines", async () => {
    renderPlan();
    await loaded();
    const total = screen.getByTestId('plan-total');
    expect(within(total).getByText('Company total')).toBeTruthy();
    expect(['budget', 'updated_budget', 'staff', 'vacancy', 'over_budget'].map((field) => value(total, field))).toEqual(['5', '6', '4', '1', '0']);
  });

  it('when another period is picked, puts it in the URL and reads its plan', async () => {
    const { router, asked } = renderPlan();
    await loaded();
    await act(async () => fireEvent.mouseDown(screen.getByLabelText('Period')));
    const option = await waitFor(
      () => document.querySelector<HTMLElement>('.ant-select-item-option[title="2027"]') ?? Promise.reject(new Error('no option 2027')),
    );
    const titles = [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.getAttribute('title'));
    expect(titles).toEqual(['2025', '2026', 'Q1 2026', 'Q2 2026', 'Q3 2026', 'Q4 2026', '2027']);
    await act(async () => fireEvent.click(option));
    await waitFor(() => expect(router.state.location.search).toBe('?period=2027'));
    await waitFor(() => expect(asked().at(-1)).toBe('/api/org/workforce-planning/?period=2027'));
  });

  it('given a past day, reads the plan as of then and offers no changes', async () => {
    const { asked } = renderPlan('/workforce-planning?period=2026-Q3&at=2020-01-31');
    await loaded();
    expect(asked()).toEqual(['/api/org/workforce-planning/?period=2026-Q3&at=2020-01-31']);
    expect(screen.getByText('The plan as it was on 31.01.2020. Past plans cannot be changed.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Request staff for /)).toBeNull();
    expect(screen.queryByLabelText('Edit the plan for Account executive')).toBeNull();
    expect(button('Back to now')).toBeTruthy();
  });

  it('when a line is edited, sends its figures for the period and shows the answer', async () => {
    let current = plan();
    const { api } = renderPlan(
      '/workforce-planning?period=2026-Q3',
      {
        'PUT /api/org/workforce-planning/p-head/': ({ body }) => {
          const { budget, out_of_budget } = body as { budget: number; out_of_budget: number };
          current = { ...current, lines: current.lines.map((one) => (one.position_id === 'p-head' ? { ...one, planned: true, ...figures(budget, out_of_budget, 0, 0) } : one)) };
          return { body: current };
        },
      },
      () => current,
    );
    await loaded();
    await act(async () => fireEvent.click(screen.getByLabelText('Edit the plan for Head of sales')));
    const dialog = await dialogTitled('Plan for Head of sales');
    await act(async () => fireEvent.change(within(dialog).getByLabelText(/^Budget/), { target: { value: '2' } }));
    await act(async () => fireEvent.click(button('Save', dialog)));

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        path: '/api/org/workforce-planning/p-head/',
        body: { period: '2026-Q3', budget: 2, out_of_budget: 0, salary_budget: null },
      }),
    );
    expect(await screen.findByText('Plan saved.')).toBeTruthy();
    await waitFor(() => expect(value(row('p-head'), 'vacancy')).toBe('2'));
    expect(within(row('p-head')).queryByText('Not planned')).toBeNull();
  });

  it("given a salary budget without a currency, asks for the currency before sending", async () => {
    const { api } = renderPlan();
    await loaded();
    await act(async () => fireEvent.click(screen.getByLabelText('Edit the plan for Head of sales')));
    const dialog = await dialogTitled('Plan for Head of sales');
    await act(async () => fireEvent.change(within(dialog).getByLabelText(/^Salary budget/), { target: { value: '50000' } }));
    const currency = within(dialog).getByLabelText(/^Currency/).closest('.ant-select') as HTMLElement;
    await act(async () => fireEvent.click(currency.querySelector<HTMLElement>('.ant-select-clear')!));
    await act(async () => fireEvent.click(button('Save', dialog)));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("given a refused line, shows the API's field errors on their fields", async () => {
    const { api } = renderPlan('/workforce-planning?period=2026-Q3', {
      'PUT /api/org/workforce-planning/p-ae/': () => ({
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Invalid input.', fields: { salary_budget: ['out_of_range'] } } },
      }),
    });
    await loaded();
    await act(async () => fireEvent.click(screen.getByLabelText('Edit the plan for Account executive')));
    const dialog = await dialogTitled('Plan for Account executive');
    expect((within(dialog).getByLabelText(/^Budget/) as HTMLInputElement).value).toBe('3');
    await act(async () => fireEvent.click(button('Save', dialog)));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ period: '2026-Q3', budget: 3, out_of_budget: 1, salary_budget: 120000, currency: 'AZN' }),
    );
    expect(await within(dialog).findByText('This value is out of range.')).toBeTruthy();
    expect(screen.getByText('Some fields are not valid.')).toBeTruthy();
  });

  it('asks before removing a line, then removes it for the period', async () => {
    const { api } = renderPlan('/workforce-planning?period=2026-Q3', {
      'DELETE /api/org/workforce-planning/p-ae/': () => ({ status: 204 }),
    });
    await loaded();
    expect((screen.getByLabelText('Remove the plan for Head of sales') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByLabelText('Remove the plan for Account executive')));
    const confirm = await dialogTitled('Remove the plan for Account executive?');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await act(async () => fireEvent.click(button('Remove', confirm)));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/org/workforce-planning/p-ae/?period=2026-Q3'));
    expect(await screen.findByText('Plan removed.')).toBeTruthy();
  });

  it('offers a staff request only for a line with a vacancy and a job template, and tells why otherwise', async () => {
    renderPlan();
    await loaded();
    const request = (id: string) => within(row(id)).getByLabelText(/^Request staff for /) as HTMLButtonElement;
    expect(request('p-ae').disabled).toBe(false);
    expect(request('p-agent').disabled).toBe(true);
    expect(request('p-head').disabled).toBe(true);
    await act(async () => fireEvent.mouseEnter(request('p-agent').parentElement!));
    expect((await tooltip()).textContent).toBe('No vacancy to fill.');
  });

  it('when staff is requested, sends the period and links to the requested staff and the new job', async () => {
    const { api, router } = renderPlan('/workforce-planning?period=2026-Q3', {
      'POST /api/org/workforce-planning/p-ae/request-staff/': () => ({ status: 201, body: { job_id: 'job-9' } }),
    });
    await loaded();
    await act(async () => fireEvent.click(within(row('p-ae')).getByLabelText(/^Request staff for /)));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ period: '2026-Q3' }));
    const done = await screen.findByTestId('staff-requested');
    expect(within(done).getByText('Staff requested for Account executive.')).toBeTruthy();
    expect(link('Requested staff', done).getAttribute('href')).toBe('/requested-staff');
    expect(link('Open the job', done).getAttribute('href')).toBe('/my-job/job-9');
    await act(async () => fireEvent.click(link('Requested staff', done)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/requested-staff'));
  });

  it('given a refused staff request, says why in words', async () => {
    renderPlan('/workforce-planning?period=2026-Q3', {
      'POST /api/org/workforce-planning/p-ae/request-staff/': () => ({ status: 409, body: { error: { code: 'no_job_template', message: 'No job template.' } } }),
    });
    await loaded();
    await act(async () => fireEvent.click(within(row('p-ae')).getByLabelText(/^Request staff for /)));
    expect(await screen.findByText('This position has no job template yet: set one up first.')).toBeTruthy();
    expect(screen.queryByTestId('staff-requested')).toBeNull();
  });

  it('shows the units as a tree with their rolled-up figures, and a unit\'s positions on a click', async () => {
    renderPlan();
    await loaded();
    await openTab('By unit');
    const units = await screen.findAllByTestId('plan-unit');
    expect(units.map((unitRow) => unitRow.getAttribute('data-id'))).toEqual(['u-sales', 'u-emea', 'u-support']);
    const sales = units[0];
    expect(within(sales).getByText('Department')).toBeTruthy();
    expect(['updated_budget', 'staff', 'vacancy'].map((field) => value(sales, field))).toEqual(['4', '1', '2']);
    expect(value(screen.getByTestId('plan-units-total'), 'updated_budget')).toBe('6');

    await act(async () => fireEvent.click(button('EMEA', units[1])));
    await waitFor(() => expect(screen.getAllByTestId('plan-line').map((one) => one.getAttribute('data-id'))).toEqual(['p-ae']));
    expect(within(screen.getByTestId('plan-total')).getByText('EMEA')).toBeTruthy();
  });

  it('lists the changes of the period: when, who, which position, each figure from → to', async () => {
    const { asked } = renderPlan();
    await loaded();
    expect(asked('history/')).toEqual([]);
    await openTab('History');
    const changes = await screen.findAllByTestId('plan-change');
    expect(asked('history/')).toEqual(['/api/org/workforce-planning/history/?period=2026-Q3']);
    expect(within(changes[0]).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(changes[0]).getByText('Account executive')).toBeTruthy();
    const items = (change: HTMLElement) => [...change.querySelectorAll('li')].map((item) => item.textContent);
    expect(items(changes[0])).toEqual(['Budget: 2 → 3']);
    expect(within(changes[1]).getByText('Set')).toBeTruthy();
    expect(items(changes[1])).toEqual(['Budget: — → 2', 'Out of budget: — → 0']);
  });

  it('draws the plan against actual over the period: a line each for the updated budget, staff and open requisitions', async () => {
    const { asked } = renderPlan();
    await loaded();
    await openTab('Plan vs actual');
    const chart = await screen.findByLabelText('Updated budget, staff and open requisitions over the period');
    expect(asked('trend/')).toEqual(['/api/org/workforce-planning/trend/?period=2026-Q3']);
    const line = (series: string) => chart.querySelector(`[data-series="${series}"]`)?.getAttribute('points');
    // The scale tops at 10: 4 → 72 of 180 px up, 6 → 108.
    expect(line('updated_budget')).toBe('0,108 294,72 588,72');
    expect(line('staff')).toBe('0,144 294,126 588,108');
    expect(chart.querySelector('[data-point="1"] title')?.textContent).toBe('12.07.2026\nUpdated budget: 6\nStaff: 3\nOpen requisitions: 1');
  });

  it('given a company without positions, points to the org chart', async () => {
    renderPlan('/workforce-planning?period=2026-Q3', {}, () => plan({ lines: [], units: [], total: figures(0, 0, 0, 0) }));
    expect(await screen.findByText('No positions yet: add them in the org chart.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(link('Org chart', screen.getByTestId('plan-empty')).getAttribute('href')).toBe('/org-chart');
  });
});
