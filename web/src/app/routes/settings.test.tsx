import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import SettingsPage from './settings';

describe('The settings page', { timeout: 20_000 }, () => {
  it('given a job seeker, when it shows, then "Your data" comes just before deleting the account', async () => {
    mockApi(jobseeker(), { 'GET /api/privacy/consents/': () => ({ body: [] }) });
    renderApp(
      <SignedIn>
        <SettingsPage />
      </SignedIn>,
    );
    await screen.findByText('Your data');
    const titles = [...document.querySelectorAll('.ant-card-head-title')].map((title) => title.textContent);
    expect(titles.slice(-2)).toEqual(['Your data', 'Delete account']);
  });
});
