import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, employee, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { UserResponse } from '@/types/api';
import type { Delegate, JobAccessEntry, JobAccessList } from '@/types/delegates';
import { JobAccessButton } from './job-access-button';

const ada: JobAccessEntry = {
  id: 'e-ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@acme.io',
  role: 'hr_executive',
  access: 'whole_company',
  grant_id: null,
  applicants: true,
};
const grace: JobAccessEntry = {
  ...ada,
  id: 'e-grace',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@acme.io',
  role: 'hiring_manager',
  access: 'unit',
  applicants: false,
};
const alan: JobAccessEntry = { ...ada, id: 'e-alan', first_name: 'Alan', last_name: 'Turing', email: 'alan@acme.io', access: 'job', grant_id: 'g-alan' };
const linus: Delegate = {
  id: 'e-linus',
  first_name: 'Linus',
  last_name: 'Torvalds',
  email: 'linus@acme.io',
  role: 'block_leader',
  status: 'active',
  applicants: true,
  grants: [],
};
const alanDelegate: Delegate = { ...linus, id: 'e-alan', first_name: 'Alan', last_name: 'Turing', email: 'alan@acme.io' };

const list = (employees: JobAccessEntry[]): JobAccessList => ({ job_id: 'job-1', employees });

type Routes = Parameters<typeof mockApi>[1];

/** The Access button of job-1's page, for `user`, with the access list and the delegates answered. */
function renderButton(routes: Routes = {}, user: UserResponse = company(['ats'])) {
  const api = mockApi(user, {
    'GET /api/jobs/manage-job-access/job-1/': () => ({ body: list([ada, grace, alan]) }),
    'GET /api/accounts/company-delegates': () => ({ body: [alanDelegate, linus] }),
    ...routes,
  });
  renderApp(
    <SignedIn>
      <p>Job page</p>
      <JobAccessButton jobId="job-1" />
    </SignedIn>,
  );
  const sent = (method: string) => api.calls.filter((call) => call.method === method);
  return { api, sent };
}

async function openDialog() {
  const button = await screen.findByRole('button', { name: /Access/ }, { timeout: 10_000 });
  await act(async () => fireEvent.click(button));
  return screen.findByRole('dialog');
}

const row = (dialog: HTMLElement, name: string) => within(dialog).getByText(name).closest('tr') as HTMLElement;

describe('JobAccessDialog', { timeout: 30_000 }, () => {
  it('given an employee, when the job page shows, then it offers no Access button and asks nothing', async () => {
    const { api } = renderButton({}, employee('hr_executive', ['ats']));
    await screen.findByText('Job page', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /Access/ })).toBeNull();
    expect(api.calls.some((call) => call.path.includes('manage-job-access') || call.path.includes('company-delegates'))).toBe(false);
  });

  it('given the job\'s access list, when the dialog opens, then it lists each employee with the reason they see the job', async () => {
    renderButton();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Who sees this job')).toBeTruthy();
    expect(within(dialog).getByText('The company account always sees every job. These employees see it for the reason shown.')).toBeTruthy();
    await within(dialog).findByText('Grace Hopper');
    const reason = (name: string) => row(dialog, name).querySelector('[data-reason]')?.textContent;
    expect(reason('Ada Lovelace')).toBe('Whole company');
    expect(reason('Grace Hopper')).toBe('Unit');
    expect(reason('Alan Turing')).toBe('Job');
    expect(within(row(dialog, 'Grace Hopper')).getByText('No')).toBeTruthy();
  });

  it('given a single-job grant, when its revoke button is clicked, then that grant is deleted', async () => {
    const { sent } = renderButton({ 'DELETE /api/accounts/grant-access-to-delegate/g-alan/': () => ({ status: 204 }) });
    const dialog = await openDialog();
    await within(dialog).findByText('Alan Turing');
    expect(within(row(dialog, 'Grace Hopper')).queryByRole('button')).toBeNull();
    await act(async () => fireEvent.click(within(row(dialog, 'Alan Turing')).getByRole('button', { name: 'Revoke job access' })));

    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    expect(sent('DELETE')[0].path).toBe('/api/accounts/grant-access-to-delegate/g-alan/');
    expect(await screen.findByText('Access revoked.')).toBeTruthy();
  });

  it('given delegates, when the picker opens, then it offers only those who do not hold the job on its own', async () => {
    renderButton();
    const dialog = await openDialog();
    const picker = await within(dialog).findByLabelText('Employee');
    await act(async () => fireEvent.mouseDown(picker));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')).not.toBeNull());
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
    expect(offered).toEqual(['Linus Torvalds (linus@acme.io)']);
  });

  it('given a delegate without the job, when the company opens it to them, then it posts employee_id and lists them with reason Job', async () => {
    const { sent } = renderButton({
      'POST /api/jobs/manage-job-access/job-1/': () => ({
        status: 201,
        body: list([ada, grace, alan, { ...alan, id: 'e-linus', first_name: 'Linus', last_name: 'Torvalds', grant_id: 'g-linus' }]),
      }),
    });
    const dialog = await openDialog();
    const picker = await within(dialog).findByLabelText('Employee');
    await act(async () => fireEvent.mouseDown(picker));
    const option = await waitFor(
      () => document.querySelector<HTMLElement>('.ant-select-item-option[title="Linus Torvalds (linus@acme.io)"]') ?? Promise.reject(new Error('no option')),
    );
    await act(async () => fireEvent.click(option));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Open the job' })));

    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]).toMatchObject({ path: '/api/jobs/manage-job-access/job-1/', body: { employee_id: 'e-linus' } });
    await within(dialog).findByText('Linus Torvalds');
    expect(row(dialog, 'Linus Torvalds').querySelector('[data-reason]')?.textContent).toBe('Job');
    expect(await screen.findByText('The job is open to them now.')).toBeTruthy();
  });

  it('given a delegate who has the job already, when the server answers already_granted, then the refusal is told in the user\'s words', async () => {
    renderButton({
      'POST /api/jobs/manage-job-access/job-1/': () => ({ status: 409, body: { error: { code: 'already_granted', message: 'Already granted.' } } }),
    });
    const dialog = await openDialog();
    const picker = await within(dialog).findByLabelText('Employee');
    await act(async () => fireEvent.mouseDown(picker));
    const option = await waitFor(
      () => document.querySelector<HTMLElement>('.ant-select-item-option[title="Linus Torvalds (linus@acme.io)"]') ?? Promise.reject(new Error('no option')),
    );
    await act(async () => fireEvent.click(option));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Open the job' })));
    expect(await screen.findByText('This access is already granted.')).toBeTruthy();
  });
});
