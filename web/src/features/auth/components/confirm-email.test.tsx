import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobseeker, mockApi, renderApp } from '@/testing/test-utils';
import { ConfirmEmail } from './confirm-email';

function renderLink(answer: () => { status?: number; body?: unknown }, { signedIn = false } = {}) {
  const api = mockApi(jobseeker(), { 'POST /api/auth/users/set_email_confirm/': answer });
  if (!signedIn) window.localStorage.removeItem('hire.access');
  renderApp(<ConfirmEmail uid="u-1" token="secret" />);
  return api;
}

const userLoads = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.path === '/api/auth/users/me/').length;

describe('ConfirmEmail', { timeout: 20_000 }, () => {
  it('given a valid link, when the page opens, then it confirms the address and shows the success with a way to log in', async () => {
    const api = renderLink(() => ({ status: 204 }));
    expect(await screen.findByText('E-mail changed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to login' })).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/auth/users/set_email_confirm/', body: { uid: 'u-1', token: 'secret' } },
    ]);
  });

  it('given a used or expired link, when the page opens, then it shows that the link is not valid', async () => {
    renderLink(() => ({ status: 400, body: { error: { code: 'link_not_valid', message: 'Link not valid.' } } }));
    expect(await screen.findByText('E-mail not changed')).toBeTruthy();
    expect(screen.getByText('This link is not valid any more: it may have been used already or have expired.')).toBeTruthy();
  });

  it('given a signed-in user, when the link is confirmed, then the current user is loaded again', async () => {
    const api = renderLink(() => ({ status: 204 }), { signedIn: true });
    expect(await screen.findByText('E-mail changed')).toBeTruthy();
    await waitFor(() => expect(userLoads(api)).toBe(2));
    expect(screen.getByRole('button', { name: 'Settings' })).toBeTruthy();
  });
});
