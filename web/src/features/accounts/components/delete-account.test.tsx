import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import { DeleteAccount } from './delete-account';

const field = (label: string | RegExp) => screen.getByLabelText(label);

async function type(label: string | RegExp, value: string) {
  await act(async () => fireEvent.change(field(label), { target: { value } }));
}

async function confirmDeletion() {
  const open = await screen.findByRole('button', { name: 'Delete account' });
  await act(async () => fireEvent.click(open));
  await screen.findByText('Delete your account?');
}

const deleteMe = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete my account' })));

function renderCard(user: ReturnType<typeof company>, answer: () => { status?: number; body?: unknown }) {
  const api = mockApi(user, { 'DELETE /api/auth/users/me/': answer });
  renderApp(
    <SignedIn>
      <DeleteAccount />
    </SignedIn>,
  );
  return api;
}

const deletions = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method === 'DELETE');

describe('DeleteAccount', { timeout: 20_000 }, () => {
  it('given a job seeker, when they delete their account, then only the password is asked for', async () => {
    const api = renderCard(jobseeker(), () => ({ status: 204 }));
    await confirmDeletion();
    await type(/^Current password/, 'Passw0rd!');
    await deleteMe();

    expect(deletions(api)[0].body).toEqual({ current_password: 'Passw0rd!' });
    expect(screen.queryByTestId('company-deletion-scope')).toBeNull();
  });

  it('given a company, when the name typed is not its own, then what would be deleted shows', async () => {
    const refused = {
      status: 409,
      body: {
        error: {
          code: 'company_deletion_unconfirmed',
          message: 'Type the name.',
          details: { company_name: 'Acme', employees: 3, jobs: 7, applications: 42 },
        },
      },
    };
    const api = renderCard(company(), () => refused);
    await confirmDeletion();
    await type(/^Current password/, 'Passw0rd!');
    await type(/^Type the company name/, 'Globex');
    await deleteMe();

    expect(await screen.findByText('This deletes 3 employee accounts, 7 jobs and 42 applications.')).toBeTruthy();
    expect(deletions(api)[0].body).toEqual({ current_password: 'Passw0rd!', confirm_company_name: 'Globex' });
  });
});
