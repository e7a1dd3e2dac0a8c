import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobseeker, mockApi, renderApp } from '@/testing/test-utils';
import { ConfirmSocialLink } from './confirm-social-link';

function openLink(answer: () => { status?: number; body?: unknown }) {
  const api = mockApi(jobseeker(), { 'POST /api/accounts/auth/social-link/confirm/': answer });
  window.localStorage.removeItem('hire.access');
  renderApp(<ConfirmSocialLink uid="u-1" token="secret" />);
  return api;
}

describe('ConfirmSocialLink', () => {
  it('given a valid link, when the page opens, then it confirms it and says the provider may sign in now, with a way to log in', async () => {
    const api = openLink(() => ({ status: 204 }));
    expect(await screen.findByText('Sign-in allowed')).toBeTruthy();
    expect(screen.getByText('You can now log in to your account with the provider you used.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to login' })).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/accounts/auth/social-link/confirm/', body: { uid: 'u-1', token: 'secret' } },
    ]);
  });

  it('given a used or expired link, when the page opens, then it says the link is not valid', async () => {
    openLink(() => ({ status: 400, body: { error: { code: 'link_not_valid', message: 'Link not valid.' } } }));
    expect(await screen.findByText('Sign-in not allowed')).toBeTruthy();
    expect(screen.getByText('This link is not valid any more: it may have been used already or have expired.')).toBeTruthy();
  });
});
