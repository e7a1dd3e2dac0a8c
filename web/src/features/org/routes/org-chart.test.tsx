import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { Chart, Unit } from '@/types/org';
import OrgChartRoute from './org-chart';

const sales: Unit = { id: 'u-sales', kind: 'department', name: 'Sales', parent_id: null, archived: false };
const emea: Unit = { id: 'u-emea', kind: 'division', name: 'EMEA', parent_id: 'u-sales', archived: false };
const support: Unit = { id: 'u-support', kind: 'department', name: 'Support', parent_id: null, archived: false };

const chart = (): Chart => ({
  at: null,
  units: [sales, emea, support],
  positions: [
    { id: 'p-ae', unit_id: 'u-emea', title: 'Account executive', head_count: 3, filled: 1, archived: false },
    { id: 'p-head', unit_id: 'u-sales', title: 'Head of sales', head_count: 1, filled: 0, archived: false },
  ],
  employees: [{ id: 'e-ola', name: 'Ola Nordmann', role: 'hiring_manager', position_id: 'p-ae' }],
});

type Routes = Parameters<typeof mockApi>[1];

function renderOrgChart(path = '/org-chart', routes: Routes = {}, answer: () => Chart = chart) {
  const api = mockApi(company(), { 'GET /api/org/chart/': () => ({ body: answer() }), ...routes });
  const page = (
    <SignedIn>
      <OrgChartRoute />
    </SignedIn>
  );
  const { router } = renderApp(page, {
    path,
    routes: [
      { path: '/org-chart', element: page },
      { path: '/employees', element: <p>The employees screen</p> },
    ],
  });
  const chartCalls = () => api.calls.filter((call) => call.path.startsWith('/api/org/chart/')).map((call) => call.path);
  return { api, router, chartCalls };
}

const row = (text: string) => screen.getByText(text).closest('.org-row') as HTMLElement;

async function openMenu(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: `Actions for ${name}` })));
}

async function choose(item: string) {
  const entry = await screen.findByRole('menuitem', { name: item });
  await act(async () => fireEvent.click(entry));
}

// Opening a unit's menu in jsdom takes seconds (antd's dropdown over a large tree), many under load.
describe('Org chart', { timeout: 60_000 }, () => {
  it('shows the chart as a tree: units with their kind and rolled-up totals, positions filled / budgeted', async () => {
    const { chartCalls } = renderOrgChart();
    expect(await screen.findByText('Sales', {}, { timeout: 10_000 })).toBeTruthy();
    expect(chartCalls()).toEqual(['/api/org/chart/']);
    expect(screen.getByRole('tree', { name: 'Org chart' })).toBeTruthy();

    expect(within(row('Sales')).getByText('Department')).toBeTruthy();
    expect(within(row('Sales')).getByText('1/4').getAttribute('title')).toBe('1 of 4 budgeted places filled');
    expect(within(row('EMEA')).getByText('Division')).toBeTruthy();
    expect(within(row('EMEA')).getByText('1/3')).toBeTruthy();
    expect(within(row('Account executive')).getByText('1/3')).toBeTruthy();
    expect(within(row('Head of sales')).getByText('0/1')).toBeTruthy();
    expect(within(row('Support')).getByText('0/0')).toBeTruthy();
    expect(screen.getByTestId('org-summary').textContent).toBe('Units: 3 · Positions: 2 · Places filled: 1 of 4');
  });

  it('narrows the tree to what the search matches, keeping the ancestors', async () => {
    renderOrgChart();
    await screen.findByText('Sales', {}, { timeout: 10_000 });
    await act(async () => fireEvent.change(screen.getByLabelText('Search units, positions and people'), { target: { value: 'executive' } }));
    expect(screen.getByText('Account executive')).toBeTruthy();
    expect(screen.getByText('EMEA')).toBeTruthy();
    expect(screen.getByText('Sales')).toBeTruthy();
    expect(screen.queryByText('Head of sales')).toBeNull();
    expect(screen.queryByText('Support')).toBeNull();

    await act(async () => fireEvent.change(screen.getByLabelText('Search units, positions and people'), { target: { value: 'marketing' } }));
    expect(screen.getByText('Nothing matches “marketing”.')).toBeTruthy();
  });

  it('shows the people in each position with their role; a click on one opens the employees screen on them', async () => {
    const { router } = renderOrgChart();
    const ola = await screen.findByRole('link', { name: 'Ola Nordmann' }, { timeout: 10_000 });
    expect(within(row('Ola Nordmann')).getByText('Hiring Manager')).toBeTruthy();
    expect(ola.getAttribute('href')).toBe('/employees?employee=e-ola');
    // Under their position, which is under its unit.
    const items = screen.getAllByRole('treeitem').map((item) => item.textContent ?? '');
    const at = (text: string) => items.findIndex((item) => item.includes(text));
    expect(at('EMEA')).toBeLessThan(at('Account executive'));
    expect(at('Account executive')).toBeLessThan(at('Ola Nordmann'));

    await act(async () => fireEvent.click(ola));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/employees?employee=e-ola'));
    expect(await screen.findByText('The employees screen')).toBeTruthy();
  });

  it('finds people by name, keeping their position and the units above it', async () => {
    renderOrgChart();
    await screen.findByText('Sales', {}, { timeout: 10_000 });
    await act(async () => fireEvent.change(screen.getByLabelText('Search units, positions and people'), { target: { value: 'nordm' } }));
    expect(screen.getByRole('link', { name: 'Ola Nordmann' })).toBeTruthy();
    expect(screen.getByText('Account executive')).toBeTruthy();
    expect(screen.getByText('EMEA')).toBeTruthy();
    expect(screen.getByText('Sales')).toBeTruthy();
    expect(screen.queryByText('Head of sales')).toBeNull();
    expect(screen.queryByText('Support')).toBeNull();
  });

  it("shows a unit's details on a click: its places, what is in it, its positions with their people", async () => {
    renderOrgChart();
    await screen.findByText('Sales', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('org-unit-details')).toBeNull();
    await act(async () => fireEvent.click(screen.getByText('Sales')));

    const details = within(await screen.findByTestId('org-unit-details'));
    expect(details.getByText('1 of 4 budgeted places filled')).toBeTruthy();
    const value = (label: string) => details.getByText(label).closest('tr')?.textContent;
    expect(value('Positions')).toBe('Positions2');
    expect(value('Employees')).toBe('Employees1');
    expect(details.getByText('Its own positions')).toBeTruthy();
    expect(details.getByText('Head of sales')).toBeTruthy();
    expect(details.queryByText('Account executive')).toBeNull();

    // A sub-unit in the details selects it.
    await act(async () => fireEvent.click(details.getByRole('button', { name: 'EMEA 1/3' })));
    const emea = within(screen.getByTestId('org-unit-details'));
    expect(emea.getByText('Sales › EMEA')).toBeTruthy();
    expect(emea.getByText('Account executive')).toBeTruthy();
    expect(emea.getByRole('link', { name: 'Ola Nordmann' }).getAttribute('href')).toBe('/employees?employee=e-ola');

    await act(async () => fireEvent.click(emea.getByRole('button', { name: 'Close the details' })));
    expect(screen.queryByTestId('org-unit-details')).toBeNull();
  });

  it('adds a department and shows it once the chart is read again', async () => {
    let current = chart();
    const { api } = renderOrgChart(
      '/org-chart',
      {
        'POST /api/org/departments/': ({ body }) => {
          const created: Unit = { id: 'u-new', kind: 'department', name: (body as { name: string }).name, parent_id: null, archived: false };
          current = { ...current, units: [...current.units, created] };
          return { status: 201, body: created };
        },
      },
      () => current,
    );
    await screen.findByText('Sales', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Add department/ })));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '  Marketing ' } }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add' })));

    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Marketing' }));
    expect(await screen.findByText('Marketing')).toBeTruthy();
    expect(await screen.findByText('Added.')).toBeTruthy();
  });

  it('adds a division under a department from its menu, and shows a taken name on the name field', async () => {
    const { api } = renderOrgChart('/org-chart', {
      'POST /api/org/divisions/': () => ({ status: 409, body: { error: { code: 'name_taken', message: 'This name is taken.' } } }),
    });
    await screen.findByText('Sales', {}, { timeout: 10_000 });
    await openMenu('Sales');
    await choose('Add division');
    const dialog = await screen.findByRole('dialog', { name: 'Add a division to Sales' });
    await act(async () => fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'emea' } }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add' })));

    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'emea', parent_id: 'u-sales' }));
    expect(await within(dialog).findByText('This name is already used here. Choose another one.')).toBeTruthy();
  });

  it('asks before deleting, and tells that a unit in use is to be archived instead', async () => {
    const { api } = renderOrgChart('/org-chart', {
      'DELETE /api/org/units/u-sales/': () => ({ status: 409, body: { error: { code: 'unit_in_use', message: 'In use.' } } }),
    });
    await screen.findByText('Sales', {}, { timeout: 10_000 });
    await openMenu('Sales');
    await choose('Delete');
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Delete Sales?').length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/org/units/u-sales/')).toBe(true));
    expect(
      await screen.findByText('This unit has divisions, sub-divisions or positions, so it cannot be deleted. Archive it instead.'),
    ).toBeTruthy();
  });

  it('given a past day, reads the chart as of that day and offers no changes', async () => {
    const { chartCalls } = renderOrgChart('/org-chart?at=2020-01-31', {}, () => ({ at: '2020-01-31', units: [], positions: [], employees: [] }));
    expect(await screen.findByText('There was no structure on 31.01.2020.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(chartCalls()).toEqual(['/api/org/chart/?at=2020-01-31']);
    expect(screen.getByText('This is the chart as it was on 31.01.2020. Past charts cannot be changed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add department/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to today' })).toBeTruthy();
  });

  it("given a past day's chart with people in its positions, when it shows, then it has those people and filled places as they were then", async () => {
    // Then: Ola and Kari in Account executive, the head of sales' place filled too (unlike today).
    renderOrgChart('/org-chart?at=2020-01-31', {}, () => ({
      ...chart(),
      at: '2020-01-31',
      positions: chart().positions.map((position) => ({ ...position, filled: position.id === 'p-ae' ? 2 : 1 })),
      employees: [
        { id: 'e-ola', name: 'Ola Nordmann', role: 'hiring_manager', position_id: 'p-ae' },
        { id: 'e-kari', name: 'Kari Nordmann', role: 'hr_executive', position_id: 'p-ae' },
        { id: 'e-mia', name: 'Mia Wong', role: 'hr_executive', position_id: 'p-head' },
      ],
    }));
    await screen.findByText('Sales', {}, { timeout: 10_000 });
    expect(within(row('Sales')).getByText('3/4').getAttribute('title')).toBe('3 of 4 budgeted places filled');
    expect(within(row('Account executive')).getByText('2/3')).toBeTruthy();
    expect(within(row('Head of sales')).getByText('1/1')).toBeTruthy();
    expect(screen.getByTestId('org-summary').textContent).toBe('Units: 3 · Positions: 2 · Places filled: 3 of 4');
    expect(screen.getByRole('link', { name: 'Ola Nordmann' }).getAttribute('href')).toBe('/employees?employee=e-ola');
    expect(screen.getByRole('link', { name: 'Kari Nordmann' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mia Wong' })).toBeTruthy();
  });

  it("given a past day's chart with units and positions, when it shows, then none of them has a menu of changes", async () => {
    renderOrgChart('/org-chart?at=2020-01-31', {}, () => ({ ...chart(), at: '2020-01-31' }));
    await screen.findByText('Sales', {}, { timeout: 10_000 });
    expect(screen.getByText('Account executive')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it('with "Show archived", asks for archived units and shows them greyed with Restore', async () => {
    const archived = { ...support, archived: true };
    const { router, chartCalls } = renderOrgChart('/org-chart', {}, () => ({ ...chart(), units: [sales, emea, archived] }));
    await screen.findByText('Sales', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByRole('switch')));
    await waitFor(() => expect(router.state.location.search).toBe('?archived=true'));
    await waitFor(() => expect(chartCalls()).toContain('/api/org/chart/?archived=true'));

    expect(row('Support').className).toContain('org-row-inactive');
    expect(within(row('Support')).getByText('Archived')).toBeTruthy();
    await openMenu('Support');
    expect(await screen.findByRole('menuitem', { name: 'Restore' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Rename' })).toBeNull();
  });
});
