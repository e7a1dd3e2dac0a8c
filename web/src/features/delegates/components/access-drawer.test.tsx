import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { Delegate, DelegateGrant } from '@/types/delegates';
import type { Chart } from '@/types/org';
import { AccessDrawer } from './access-drawer';

const grace = { id: 'e-grace', first_name: 'Grace', last_name: 'Hopper' };

const chart: Chart = {
  at: null,
  units: [
    { id: 'u-sales', kind: 'department', name: 'Sales', parent_id: null, archived: false },
    { id: 'u-emea', kind: 'division', name: 'EMEA', parent_id: 'u-sales', archived: false },
    { id: 'u-old', kind: 'department', name: 'Telemarketing', parent_id: null, archived: true },
  ],
  positions: [],
  employees: [],
};

const salesGrant: DelegateGrant = {
  id: 'g-sales',
  unit_id: 'u-sales',
  unit_kind: 'department',
  unit_name: 'Sales',
  unit_archived: false,
  job_id: null,
  job_title: null,
  granted_at: '2026-03-01T10:00:00Z',
};

const jobGrant: DelegateGrant = {
  ...salesGrant,
  id: 'g-job',
  unit_id: null,
  unit_kind: null,
  unit_name: null,
  unit_archived: null,
  job_id: 'j-cashier',
  job_title: 'Cashier',
};

const delegate = (grants: DelegateGrant[], applicants = true): Delegate => ({
  id: grace.id,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@acme.io',
  role: 'hiring_manager',
  status: 'active',
  applicants,
  grants,
});

type Routes = Parameters<typeof mockApi>[1];

/** The drawer, open on Grace; `delegates` is what company-delegates answers until a handler changes it. */
function renderDrawer(delegates: Delegate[], routes: Routes = {}) {
  const api = mockApi(company(), {
    'GET /api/accounts/company-delegates': () => ({ body: delegates }),
    'GET /api/org/chart/': () => ({ body: chart }),
    ...routes,
  });
  renderApp(
    <SignedIn>
      <AccessDrawer person={grace} open onClose={() => undefined} />
    </SignedIn>,
  );
  const sent = (method: string) => api.calls.filter((call) => call.method === method);
  return { sent };
}

const drawer = () => screen.findByRole('dialog', {}, { timeout: 10_000 });

async function pickUnit(name: string) {
  const panel = await drawer();
  const field = await within(panel).findByLabelText('Unit');
  await act(async () => fireEvent.mouseDown(field));
  const node = await waitFor(
    () => document.querySelector<HTMLElement>(`.ant-select-tree-node-content-wrapper[title="${name}"]`) ?? Promise.reject(new Error(`no unit "${name}"`)),
  );
  await act(async () => fireEvent.click(node));
}

const treeTitles = () => [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')].map((node) => node.getAttribute('title'));

describe('AccessDrawer', { timeout: 30_000 }, () => {
  it('given an employee who sees the whole company, when the drawer opens, then it says so, with no lifting and the switch off-limits', async () => {
    renderDrawer([]);
    const panel = await drawer();
    expect(await within(panel).findByText('Grace Hopper sees every job of the company and, as their role allows, its applications.')).toBeTruthy();
    expect(within(panel).getByText('Access of Grace Hopper')).toBeTruthy();
    expect(within(panel).getByText('Granting a unit limits Grace Hopper to the units and jobs granted.')).toBeTruthy();
    expect((within(panel).getByRole('switch', { name: 'Sees applications' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(panel).queryByRole('button', { name: 'Give whole-company access' })).toBeNull();
  });

  it('given the org chart, when the unit picker opens, then it offers the live units as a tree without archived ones', async () => {
    renderDrawer([]);
    await pickUnit('EMEA');
    expect(treeTitles()).toEqual(['Sales', 'EMEA']);
  });

  it('given a whole-company employee, when a unit is granted, then it posts employee_id and unit_id and lists the new grant', async () => {
    let delegates: Delegate[] = [];
    const { sent } = renderDrawer([], {
      'GET /api/accounts/company-delegates': () => ({ body: delegates }),
      'POST /api/accounts/grant-access-to-delegate/': () => {
        delegates = [delegate([salesGrant])];
        return { status: 201, body: delegates[0] };
      },
    });
    await pickUnit('Sales');
    const panel = await drawer();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Grant' })));

    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]).toMatchObject({
      path: '/api/accounts/grant-access-to-delegate/',
      body: { employee_id: 'e-grace', unit_id: 'u-sales' },
    });
    const grants = await screen.findByRole('list', { name: 'Granted units and jobs' });
    expect(within(grants).getByText('Sales')).toBeTruthy();
    expect(within(grants).getByText('Department')).toBeTruthy();
    expect(await screen.findByText('Access granted.')).toBeTruthy();
  });

  it('given a delegate with a unit and a job, when Revoke is clicked on the job, then it deletes that grant only', async () => {
    const { sent } = renderDrawer([delegate([salesGrant, jobGrant])], {
      'DELETE /api/accounts/grant-access-to-delegate/g-job/': () => ({ status: 204 }),
    });
    const grants = await screen.findByRole('list', { name: 'Granted units and jobs' }, { timeout: 10_000 });
    await act(async () => fireEvent.click(within(grants).getByRole('button', { name: 'Revoke Job: Cashier' })));

    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    expect(sent('DELETE')[0].path).toBe('/api/accounts/grant-access-to-delegate/g-job/');
    expect(await screen.findByText('Access revoked.')).toBeTruthy();
  });

  it('given a delegate who sees applications, when the switch is turned off, then it puts applicants false', async () => {
    const { sent } = renderDrawer([delegate([salesGrant])], {
      'PUT /api/accounts/company-applicant-permission/e-grace/': () => ({ body: delegate([salesGrant], false) }),
    });
    const panel = await drawer();
    const toggle = await within(panel).findByRole('switch', { name: 'Sees applications' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await act(async () => fireEvent.click(toggle));

    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]).toMatchObject({ path: '/api/accounts/company-applicant-permission/e-grace/', body: { applicants: false } });
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
  });

  it('given a delegate, when whole-company access is confirmed, then it lifts their limits', async () => {
    const { sent } = renderDrawer([delegate([salesGrant])], {
      'DELETE /api/accounts/company-delegates/e-grace/': () => ({ status: 204 }),
    });
    const panel = await drawer();
    const lift = await within(panel).findByRole('button', { name: 'Give whole-company access' });
    await act(async () => fireEvent.click(lift));
    expect(await screen.findByText('Give Grace Hopper access to the whole company?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Give access' })));

    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    expect(sent('DELETE')[0].path).toBe('/api/accounts/company-delegates/e-grace/');
    expect(await screen.findByText('The employee sees the whole company again.')).toBeTruthy();
  });

  it('given a delegate without grants, when the drawer opens, then it warns that they see no jobs', async () => {
    renderDrawer([delegate([])]);
    const panel = await drawer();
    expect(
      await within(panel).findByText('Grace Hopper sees no jobs now, except those they posted. Grant a unit, or give whole-company access.'),
    ).toBeTruthy();
  });

  it('given a unit granted already, when the server answers already_granted, then the refusal is told in the user\'s words', async () => {
    renderDrawer([], {
      'POST /api/accounts/grant-access-to-delegate/': () => ({
        status: 409,
        body: { error: { code: 'already_granted', message: 'Already granted.' } },
      }),
    });
    await pickUnit('EMEA');
    const panel = await drawer();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Grant' })));
    expect(await screen.findByText('This access is already granted.')).toBeTruthy();
  });

  it('given a unit the server refuses, when granted, then the unit field shows the field error', async () => {
    renderDrawer([], {
      'POST /api/accounts/grant-access-to-delegate/': () => ({
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Invalid.', fields: { unit_id: ['invalid_choice'] } } },
      }),
    });
    await pickUnit('EMEA');
    const panel = await drawer();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Grant' })));
    const item = within(panel).getByLabelText('Unit').closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('Choose one of the options.')).toBeTruthy();
  });
});
