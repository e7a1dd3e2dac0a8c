import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { jobseeker, mockApi, privacyTermsRoute, renderApp } from '@/testing/test-utils';
import PrivacyPage from './privacy';

/** /privacy, signed out. */
async function openPrivacyPage() {
  mockApi(jobseeker(), privacyTermsRoute);
  window.localStorage.removeItem('hire.access');
  // The session empties the query cache as it starts signed out; in the app the page comes after
  // that (a lazy route), so here it is opened by a navigation too.
  const { router } = renderApp(<></>, {
    path: '/',
    routes: [
      { path: '/', element: null },
      { path: '/privacy', element: <PrivacyPage /> },
    ],
  });
  await act(() => router.navigate('/privacy'));
}

describe('The privacy page', { timeout: 20_000 }, () => {
  it('given the current terms, when opened signed out, then it shows their version and text', async () => {
    await openPrivacyPage();
    expect(await screen.findByText('Hire keeps the data you give it.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Privacy terms' })).toBeTruthy();
    expect(screen.getByText('Version 2026-11-26')).toBeTruthy();
  });

  it('given another language than English, when opened, then it says the text is in English only', async () => {
    await setLanguage('ru', { store: false });
    await openPrivacyPage();
    expect(await screen.findByText('Версия 2026-11-26. Текст условий доступен только на английском языке.')).toBeTruthy();
    expect(screen.getByText('Hire keeps the data you give it.').getAttribute('lang')).toBe('en');
  });
});
