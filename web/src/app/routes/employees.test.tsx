import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { Employee } from '@/types/api';
import type { Delegate } from '@/types/delegates';
import EmployeesPage from './employees';

const grace: Employee = {
  id: 'e-grace',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@acme.io',
  role: 'hiring_manager',
  status: 'active',
  invited: false,
  position_id: null,
  position_title: null,
  unit_id: null,
  unit_name: null,
  hired_on: null,
  signed_off_on: null,
  created_at: '2024-01-01T00:00:00Z',
};
const alan: Employee = { ...grace, id: 'e-alan', first_name: 'Alan', last_name: 'Turing', email: 'alan@acme.io' };

const graceLimited: Delegate = {
  id: 'e-grace',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@acme.io',
  role: 'hiring_manager',
  status: 'active',
  applicants: false,
  grants: [
    { id: 'g-1', unit_id: 'u-sales', unit_kind: 'department', unit_name: 'Sales', unit_archived: false, job_id: null, job_title: null, granted_at: '2026-03-01T10:00:00Z' },
    { id: 'g-2', unit_id: null, unit_kind: null, unit_name: null, unit_archived: null, job_id: 'j-1', job_title: 'Cashier', granted_at: '2026-03-02T10:00:00Z' },
  ],
};

function renderPage() {
  mockApi(company(), {
    'GET /api/accounts/employees/': () => ({ body: [grace, alan] }),
    'GET /api/accounts/company-delegates': () => ({ body: [graceLimited] }),
    'GET /api/org/chart/': () => ({ body: { at: null, units: [], positions: [], employees: [] } }),
  });
  const page = (
    <SignedIn>
      <EmployeesPage />
    </SignedIn>
  );
  renderApp(page, { path: '/employees', routes: [{ path: '/employees', element: page }] });
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const accessCell = (name: string) => within(row(name)).getAllByRole('cell')[7];

describe('Employees with access', { timeout: 30_000 }, () => {
  it('given a delegate and a whole-company employee, when the screen shows, then the Access column tells them apart with the grants as tags', async () => {
    renderPage();
    await screen.findByText('Grace Hopper', {}, { timeout: 10_000 });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toContain('Access');
    await within(row('Grace Hopper')).findByText('Limited');
    expect(accessCell('Grace Hopper').textContent).toBe('LimitedSalesJob: CashierWithout applications');
    expect(accessCell('Alan Turing').textContent).toBe('Whole company');
  });

  it('given an employee row, when Access is clicked, then the access drawer opens on that employee', async () => {
    renderPage();
    await screen.findByText('Alan Turing', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(within(row('Alan Turing')).getByRole('button', { name: 'Access' })));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Access of Alan Turing')).toBeTruthy();
    expect(await within(drawer).findByText('Alan Turing sees every job of the company and, as their role allows, its applications.')).toBeTruthy();
  });
});
