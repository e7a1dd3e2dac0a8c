import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { Employee } from '@/types/api';
import type { Chart } from '@/types/org';
import EmployeesRoute from './employees';

const grace: Employee = {
  id: 'e-grace',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@acme.io',
  role: 'hiring_manager',
  status: 'active',
  invited: false,
  position_id: 'p-ae',
  position_title: 'Account executive',
  unit_id: 'u-emea',
  unit_name: 'EMEA',
  hired_on: '2024-03-01',
  signed_off_on: null,
  created_at: '2024-01-01T00:00:00Z',
};

const alan: Employee = {
  ...grace,
  id: 'e-alan',
  first_name: 'Alan',
  last_name: 'Turing',
  email: 'alan@acme.io',
  role: 'hr_executive',
  status: 'inactive',
  invited: true,
  position_id: null,
  position_title: null,
  unit_id: null,
  unit_name: null,
  hired_on: null,
  signed_off_on: '2025-06-30',
};

const chart: Chart = {
  at: null,
  units: [
    { id: 'u-sales', kind: 'department', name: 'Sales', parent_id: null, archived: false },
    { id: 'u-emea', kind: 'division', name: 'EMEA', parent_id: 'u-sales', archived: false },
  ],
  positions: [
    { id: 'p-ae', unit_id: 'u-emea', title: 'Account executive', head_count: 3, filled: 1, archived: false },
    { id: 'p-head', unit_id: 'u-sales', title: 'Head of sales', head_count: 1, filled: 0, archived: false },
    { id: 'p-old', unit_id: 'u-sales', title: 'Telemarketer', head_count: 1, filled: 0, archived: true },
  ],
  employees: [],
};

type Routes = Parameters<typeof mockApi>[1];

function renderEmployees(routes: Routes = {}) {
  const api = mockApi(company(), {
    'GET /api/accounts/employees/': () => ({ body: [grace, alan] }),
    'GET /api/org/chart/': () => ({ body: chart }),
    ...routes,
  });
  const page = (
    <SignedIn>
      <EmployeesRoute />
    </SignedIn>
  );
  renderApp(page, { path: '/employees', routes: [{ path: '/employees', element: page }] });
  const sent = (method: string) => api.calls.filter((call) => call.method === method);
  return { api, sent };
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const cells = (text: string) => within(row(text)).getAllByRole('cell').map((cell) => cell.textContent);

async function rowAction(name: string, action: string) {
  await act(async () => fireEvent.click(within(row(name)).getByRole('button', { name: action })));
  // Closed dialogs stay mounted but hidden, so the one dialog found is the open one.
  return screen.findByRole('dialog');
}

/** The select of a form field in a dialog, opened. */
async function openSelect(dialog: HTMLElement, label: string | RegExp) {
  await act(async () => fireEvent.mouseDown(within(dialog).getByLabelText(label)));
}

const option = (label: string) =>
  waitFor(() => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`) ?? Promise.reject(new Error(`no option "${label}"`)));

const fieldItem = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe('Employees', { timeout: 30_000 }, () => {
  it('lists each employee with position, unit, hired date, sign-off date and status', async () => {
    renderEmployees();
    await screen.findByText('Grace Hopper', {}, { timeout: 10_000 });
    expect(within(row('Grace Hopper')).getByText('EMEA').className).toContain('secondary');

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'E-mail', 'Role', 'Position and unit', 'Hired date', 'Sign-off date', 'Status', 'Actions']);
    expect(cells('Grace Hopper')).toEqual([
      'Grace Hopper', 'grace@acme.io', 'Hiring Manager', 'Account executiveEMEA', '01.03.2024', '—', 'Active', 'EditDeactivate',
    ]);
    expect(cells('Alan Turing')).toEqual([
      'Alan Turing', 'alan@acme.io', 'HR Executive', '—', '—', '30.06.2025', 'InactiveInvitation pending', 'EditActivate',
    ]);
  });

  it('edits an employee: clearing the position sends position_id null, and only what changed', async () => {
    const { sent } = renderEmployees({ 'PUT /api/accounts/employee/e-grace/': () => ({ body: { ...grace, position_id: null } }) });
    await screen.findByText('Grace Hopper', {}, { timeout: 10_000 });
    const dialog = await rowAction('Grace Hopper', 'Edit');
    expect(within(dialog).getByText('Edit Grace Hopper')).toBeTruthy();
    expect(within(dialog).getByText('Hiring Manager')).toBeTruthy();
    await waitFor(() => expect(within(fieldItem(dialog, 'Position')).getByText('EMEA — Account executive')).toBeTruthy());
    expect((within(dialog).getByLabelText('Hired date') as HTMLInputElement).value).toBe('01.03.2024');

    const clear = fieldItem(dialog, 'Position').querySelector('.ant-select-clear') as HTMLElement;
    await act(async () => fireEvent.click(clear));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));

    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]).toMatchObject({ path: '/api/accounts/employee/e-grace/', body: { position_id: null } });
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
  });

  it('offers the open positions as "unit — title", and shows a refused position on its field', async () => {
    const { sent } = renderEmployees({
      'PUT /api/accounts/employee/e-grace/': () => ({
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Invalid.', fields: { position_id: ['invalid_choice'] } } },
      }),
    });
    await screen.findByText('Grace Hopper', {}, { timeout: 10_000 });
    const dialog = await rowAction('Grace Hopper', 'Edit');
    await openSelect(dialog, 'Position');
    await option('Sales — Head of sales');
    const titles = [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.getAttribute('title'));
    expect(titles).toEqual(['EMEA — Account executive', 'Sales — Head of sales']);

    await act(async () => fireEvent.click(await option('Sales — Head of sales')));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));

    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0].body).toEqual({ position_id: 'p-head' });
    expect(await within(fieldItem(dialog, 'Position')).findByText('Choose one of the options.')).toBeTruthy();
  });

  it('asks before deactivating: signed out everywhere at once, history kept, sign-off date today unless changed', async () => {
    const today = dayjs();
    const { sent } = renderEmployees({
      'POST /api/accounts/employee/e-grace/status/': () => ({ body: { ...grace, status: 'inactive', signed_off_on: today.format('YYYY-MM-DD') } }),
    });
    await screen.findByText('Grace Hopper', {}, { timeout: 10_000 });
    const dialog = await rowAction('Grace Hopper', 'Deactivate');
    expect(within(dialog).getByText('Deactivate Grace Hopper?')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Grace Hopper will be signed out everywhere at once and cannot sign in until made active again. Their history is kept.',
      ),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('Sign-off date') as HTMLInputElement).value).toBe(today.format('DD.MM.YYYY'));

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' })));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]).toMatchObject({
      path: '/api/accounts/employee/e-grace/status/',
      body: { status: 'inactive', signed_off_on: today.format('YYYY-MM-DD') },
    });
    expect(await screen.findByText('The employee is deactivated and signed out everywhere.')).toBeTruthy();
  });

  it('activates an inactive employee again after asking, without a date', async () => {
    const { sent } = renderEmployees({
      'POST /api/accounts/employee/e-alan/status/': () => ({ body: { ...alan, status: 'active', signed_off_on: null } }),
    });
    await screen.findByText('Alan Turing', {}, { timeout: 10_000 });
    const dialog = await rowAction('Alan Turing', 'Activate');
    expect(within(dialog).getByText('Alan Turing will be able to sign in again. The sign-off date is cleared.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Sign-off date')).toBeNull();

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' })));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0].body).toEqual({ status: 'active' });
  });

  it('adds an employee placed in a position with a hired date', async () => {
    const { sent } = renderEmployees({ 'POST /api/accounts/employees/': () => ({ status: 201, body: grace }) });
    await screen.findByText('Grace Hopper', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Add employee/ })));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add an employee')).toBeTruthy();
    const type = (label: string | RegExp, value: string) =>
      act(async () => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } }));
    await type(/^E-mail/, 'ada@acme.io');
    await type(/^First name/, 'Ada');
    await type(/^Last name/, 'Byron');
    await openSelect(dialog, /^Role/);
    await act(async () => fireEvent.click(await option('Block Leader')));
    await openSelect(dialog, 'Position');
    await act(async () => fireEvent.click(await option('EMEA — Account executive')));
    await type('Hired date', '15.01.2026');
    await act(async () => fireEvent.keyDown(within(dialog).getByLabelText('Hired date'), { key: 'Enter', code: 'Enter', keyCode: 13 }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' })));

    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0].body).toEqual({
      email: 'ada@acme.io',
      first_name: 'Ada',
      last_name: 'Byron',
      role: 'block_leader',
      position_id: 'p-ae',
      hired_on: '2026-01-15',
    });
  });

  it('opened on one employee (?employee=, from the org chart), highlights their row and scrolls to it', async () => {
    mockApi(company(), { 'GET /api/accounts/employees/': () => ({ body: [grace, alan] }), 'GET /api/org/chart/': () => ({ body: chart }) });
    const scrolled: string[] = [];
    // jsdom does not scroll: note which row is scrolled to instead.
    const own = Object.getOwnPropertyDescriptor(window.HTMLElement.prototype, 'scrollIntoView');
    window.HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.getAttribute('data-row-key') ?? '');
    };
    try {
      const page = (
        <SignedIn>
          <EmployeesRoute />
        </SignedIn>
      );
      renderApp(page, { path: '/employees?employee=e-alan', routes: [{ path: '/employees', element: page }] });
      await screen.findByText('Alan Turing', {}, { timeout: 10_000 });
      expect(row('Alan Turing').className).toContain('employee-focused');
      expect(row('Grace Hopper').className).not.toContain('employee-focused');
      await waitFor(() => expect(scrolled).toEqual(['e-alan']));
    } finally {
      if (own) Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', own);
      else delete (window.HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });
});
