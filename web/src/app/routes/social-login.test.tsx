import { configure, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedirectIfSignedIn } from '@/app/guards';
import { jobseeker, mockApi, privacyTermsRoute, renderApp } from '@/testing/test-utils';
import SocialLoginRoute from '@/features/auth/routes/social-login';

type Answer = { status?: number; body?: unknown };

const tokens = { access: 'social-access', refresh: 'social-refresh' };
const refusal = (status: number, code: string) => ({ status, body: { error: { code, message: 'Refused.' } } });

function answerCallback(answer: () => Answer = () => ({ body: tokens })) {
  const api = mockApi(jobseeker(), { ...privacyTermsRoute, 'POST /api/accounts/auth/test/callback/': answer });
  window.localStorage.removeItem('hire.access');
  return api;
}

/** The return page as the app has it: behind the guard that leaves the login pages once signed in. */
function openReturnPage(search: string) {
  const { router } = renderApp(<></>, {
    path: `/auth/login/test${search}`,
    routes: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/auth/login', element: <p>Login screen</p> },
          { path: '/auth/login/:provider', element: <SocialLoginRoute /> },
        ],
      },
      { path: '/', element: <p>Landing page</p> },
    ],
  });
  return router;
}

const callbacks = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.path.endsWith('/callback/'));

describe('the social login return page', () => {
  // As in the app: StrictMode runs each effect twice, and a code must be handed over only once.
  beforeAll(() => configure({ reactStrictMode: true }));
  afterAll(() => configure({ reactStrictMode: false }));

  it('given the code and state from the provider, when the page opens, then it hands them to the server once with this page as the redirect URI and the privacy terms shown', async () => {
    const api = answerCallback();
    openReturnPage('?state=s-1&code=c-1');
    await screen.findByText('Landing page');
    expect(callbacks(api)).toEqual([
      {
        method: 'POST',
        path: '/api/accounts/auth/test/callback/',
        body: {
          state: 's-1',
          code: 'c-1',
          redirect_uri: `${window.location.origin}/auth/login/test`,
          privacy_terms_version: '2026-11-26',
        },
      },
    ]);
  });

  it('given the server has not answered yet, when the page opens, then it shows the login screen', async () => {
    answerCallback();
    vi.mocked(globalThis.fetch).mockImplementation(() => new Promise<Response>(() => undefined));
    openReturnPage('?state=s-1&code=c-1');
    expect(await screen.findByText('Finishing your sign-in…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('given the server signs in, when it answers, then the tokens are kept and the user lands where a password login lands, with its toast', async () => {
    answerCallback();
    openReturnPage('?state=s-1&code=c-1');
    expect(await screen.findByText('Landing page')).toBeTruthy();
    expect(await screen.findByText('You are logged in.')).toBeTruthy();
    expect(window.localStorage.getItem('hire.access')).toBe('social-access');
    expect(window.localStorage.getItem('hire.refresh')).toBe('social-refresh');
  });

  it('given the e-mail has an account made another way, when the server refuses, then the login screen shows the login_other_social toast', async () => {
    answerCallback(() => refusal(409, 'login_other_social'));
    const router = openReturnPage('?state=s-1&code=c-1');
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(
      screen.getByText(
        'You have logged in with another social account or with your e-mail before. Please use that one. We e-mailed that account a link to allow this sign-in too.',
      ),
    ).toBeTruthy();
  });

  it.each([
    [400, 'social_login_failed', 'The sign-in with the provider did not succeed. Please start again.'],
    [400, 'social_email_unverified', 'The provider has not verified your e-mail address. Verify it there, or register with your e-mail.'],
    [502, 'social_provider_unavailable', 'The sign-in provider cannot be reached right now. Please try again later.'],
    [401, 'no_active_user', 'No active account was found with this e-mail and password.'],
  ])('given the server refuses with %i %s, when it answers, then the login screen shows its message', async (status, code, text) => {
    answerCallback(() => refusal(status, code));
    openReturnPage('?state=s-1&code=c-1');
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(window.localStorage.getItem('hire.access')).toBeNull();
  });

  it('given the provider refused the sign-in, when the page opens, then nothing is sent and the login screen says the sign-in was not completed', async () => {
    const api = answerCallback();
    openReturnPage('?error=access_denied&state=s-1');
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(
      await screen.findByText('The sign-in with the provider was not completed. Try again, or log in with your e-mail and password.'),
    ).toBeTruthy();
    expect(callbacks(api)).toEqual([]);
  });
});
