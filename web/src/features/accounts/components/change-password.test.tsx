import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import { ChangePassword } from './change-password';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await act(async () => fireEvent.change(field(label), { target: { value } }));
  }
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));

function renderCard(answer: () => { status?: number; body?: unknown }) {
  const api = mockApi(jobseeker(), { 'POST /api/auth/users/set_password/': answer });
  renderApp(
    <SignedIn>
      <ChangePassword />
    </SignedIn>,
  );
  return api;
}

const changes = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.path === '/api/auth/users/set_password/');

describe('ChangePassword', { timeout: 20_000 }, () => {
  it('given the right current password, when the password is changed, then the new tokens are stored at once', async () => {
    const api = renderCard(() => ({ body: { access: 'new-access', refresh: 'new-refresh' } }));
    await screen.findByText('Current password');
    await fill({ 'Current password': 'Old-passw0rd!', 'New password': 'New-passw0rd!', 'Confirm password': 'New-passw0rd!' });
    await submit();

    expect(await screen.findByText('Password changed. Other devices are signed out.')).toBeTruthy();
    expect(changes(api)[0].body).toEqual({ current_password: 'Old-passw0rd!', new_password: 'New-passw0rd!' });
    expect(window.localStorage.getItem('hire.access')).toBe('new-access');
    expect(window.localStorage.getItem('hire.refresh')).toBe('new-refresh');
  });

  it('given a wrong current password, when the password is changed, then the translated wrong_password error shows', async () => {
    renderCard(() => ({ status: 400, body: { error: { code: 'wrong_password', message: 'Wrong password.' } } }));
    await screen.findByText('Current password');
    await fill({ 'Current password': 'Not-mine1!', 'New password': 'New-passw0rd!', 'Confirm password': 'New-passw0rd!' });
    await submit();

    expect(await screen.findByText('The current password is wrong.')).toBeTruthy();
    expect(window.localStorage.getItem('hire.access')).toBe('access-token');
  });

  it('given a confirmation that does not match, when the password is changed, then it is refused before any call', async () => {
    const api = renderCard(() => ({ body: { access: 'new-access', refresh: 'new-refresh' } }));
    await screen.findByText('Current password');
    await fill({ 'Current password': 'Old-passw0rd!', 'New password': 'New-passw0rd!', 'Confirm password': 'New-passw0rd?' });
    await submit();

    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(changes(api)).toEqual([]);
  });
});
