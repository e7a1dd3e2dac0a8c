import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import { ChangeEmail } from './change-email';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

describe('ChangeEmail', { timeout: 20_000 }, () => {
  it('given a new address, when the change is asked, then a notice says to check the new inbox and that the current e-mail stays until then', async () => {
    const api = mockApi(jobseeker(), { 'POST /api/auth/users/set_email/': () => ({ status: 202 }) });
    renderApp(
      <SignedIn>
        <ChangeEmail />
      </SignedIn>,
    );
    expect(await screen.findByText('Current e-mail: ada@acme.io')).toBeTruthy();
    await act(async () => fireEvent.change(field('New e-mail'), { target: { value: 'ada@new.io' } }));
    await act(async () => fireEvent.change(field('Current password'), { target: { value: 'Passw0rd!' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' })));

    expect(await screen.findByText('Open the link we sent to ada@new.io. Until you do, your account keeps its current e-mail.')).toBeTruthy();
    expect(screen.getAllByText('Check your new inbox').length).toBeGreaterThan(0);
    expect(api.calls.find((call) => call.path === '/api/auth/users/set_email/')?.body).toEqual({
      new_email: 'ada@new.io',
      current_password: 'Passw0rd!',
    });
  });
});
