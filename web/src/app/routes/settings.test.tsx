import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, employee, jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { UserResponse } from '@/types/api';
import SettingsPage from './settings';

function renderSettings(user: UserResponse) {
  mockApi(user, {
    'GET /api/privacy/consents/': () => ({ body: [] }),
    'GET /api/privacy/retention/': () => ({ body: { rejected_retention_months: null } }),
    'GET /api/diversity/setting/': () => ({ body: { enabled: false } }),
  });
  renderApp(
    <SignedIn>
      <SettingsPage />
    </SignedIn>,
  );
}

const cardTitles = () => [...document.querySelectorAll('.ant-card-head-title')].map((title) => title.textContent);

describe('The settings page', { timeout: 20_000 }, () => {
  it('given a job seeker, when it shows, then "Your data" comes just before deleting the account', async () => {
    renderSettings(jobseeker());
    await screen.findByText('Your data');
    expect(cardTitles().slice(-2)).toEqual(['Your data', 'Delete account']);
  });

  it('given the company account, when it shows, then "Rejected applicants" and "Diversity" follow "Your data", before deleting the account', async () => {
    renderSettings(company());
    await screen.findByText('Rejected applicants');
    expect(cardTitles().slice(-4)).toEqual(['Your data', 'Rejected applicants', 'Diversity', 'Delete account']);
    expect(await screen.findByRole('switch', { name: 'Ask applicants optional diversity questions' })).toBeTruthy();
  });

  it('given an employee, when it shows, then there is neither retention period nor diversity questions: only the company account may set them', async () => {
    renderSettings(employee('hr_executive'));
    await screen.findByText('Your data');
    expect(cardTitles().slice(-2)).toEqual(['Your data', 'Delete account']);
  });
});
