import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { jobseeker, mockApi, renderApp } from '@/testing/test-utils';
import { LoginForm } from './login-form';

type Answer = { status?: number; body?: unknown };

const providers = [
  { name: 'google', label: 'Google' },
  { name: 'microsoft', label: 'Microsoft' },
];

async function openLoginScreen({ list = providers, authorize = { body: { authorization_url: 'https://id.example/authorize?state=s-1' } } }: { list?: unknown[]; authorize?: Answer } = {}) {
  const api = mockApi(jobseeker(), {
    'GET /api/accounts/auth/providers/': () => ({ body: list }),
    'POST /api/accounts/auth/google/authorize/': () => authorize,
  });
  window.localStorage.removeItem('hire.access');
  // The session empties the query cache as it starts signed out; in the app the login screen
  // comes after that (a lazy route), so here it is opened by a navigation too.
  const { router } = renderApp(<></>, {
    path: '/',
    routes: [
      { path: '/', element: null },
      { path: '/auth/login', element: <LoginForm /> },
    ],
  });
  await act(() => router.navigate('/auth/login'));
  return api;
}

/** jsdom cannot leave the page: the address the app sends the browser to is recorded instead. */
function catchPageChanges() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  onTestFinished(() => void vi.unstubAllGlobals());
  return assign;
}

const providersLoaded = (api: ReturnType<typeof mockApi>) =>
  waitFor(() => expect(api.calls.some((call) => call.path === '/api/accounts/auth/providers/')).toBe(true));

describe('SocialLoginButtons on the login screen', () => {
  it('given two configured providers, when the login screen opens, then it shows a button for each with its label', async () => {
    await openLoginScreen();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeTruthy();
  });

  it('given no configured provider, when the login screen opens, then it shows no provider button', async () => {
    const api = await openLoginScreen({ list: [] });
    await providersLoaded(api);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('given a provider, when its button is clicked, then the sign-in starts and the browser goes to the provider', async () => {
    const assign = catchPageChanges();
    const api = await openLoginScreen();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' })));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example/authorize?state=s-1'));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/accounts/auth/google/authorize/', body: undefined },
    ]);
  });

  it('given the provider cannot be reached, when its button is clicked, then a toast says so and the browser stays', async () => {
    const assign = catchPageChanges();
    await openLoginScreen({ authorize: { status: 502, body: { error: { code: 'social_provider_unavailable', message: 'Unavailable.' } } } });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' })));
    expect(await screen.findByText('The sign-in provider cannot be reached right now. Please try again later.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
