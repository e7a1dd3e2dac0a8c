import { act, fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { catchDownloads, company, jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { UserResponse } from '@/types/api';
import type { Consent } from '@/types/privacy';
import { YourData } from './your-data';

const consents: Consent[] = [
  { version: '2026-11-26', purpose: 'application', application_id: 'app-1', accepted_at: '2026-11-28T09:30:00Z' },
  { version: '2026-11-26', purpose: 'sign_up', application_id: null, accepted_at: '2026-11-27T15:00:00Z' },
];

function renderYourData(user: UserResponse, accepted: Consent[] = consents) {
  const api = mockApi(user, {
    'GET /api/privacy/consents/': () => ({ body: accepted }),
    'GET /api/privacy/export/': () => ({
      body: 'zip',
      headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="hire-data-2026-11-28.zip"' },
    }),
  });
  renderApp(
    <SignedIn>
      <YourData />
    </SignedIn>,
  );
  return api;
}

const consentRows = async () => {
  await screen.findByText('Signing up');
  return screen.getAllByRole('row').slice(1);
};

describe('YourData', { timeout: 20_000 }, () => {
  it('given consents, when shown, then each row shows its version, purpose and date', async () => {
    renderYourData(jobseeker());
    const rows = await consentRows();
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['2026-11-26', 'An application', dayjs('2026-11-28T09:30:00Z').format('DD.MM.YYYY HH:mm')],
      ['2026-11-26', 'Signing up', dayjs('2026-11-27T15:00:00Z').format('DD.MM.YYYY HH:mm')],
    ]);
  });

  it("given an application's consent, when shown, then it links to the job seeker's applications", async () => {
    renderYourData(jobseeker());
    await consentRows();
    expect(screen.getByRole('link', { name: 'An application' }).getAttribute('href')).toBe('/my-applications');
  });

  it('given no consents, when shown, then the list says so', async () => {
    renderYourData(jobseeker(), []);
    expect(await screen.findByText('You have not accepted any privacy terms yet.')).toBeTruthy();
  });

  it('given a job seeker, when "Download my data" is clicked, then the zip is saved under the name the server gives', async () => {
    const saved = catchDownloads();
    const api = renderYourData(jobseeker());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Download my data/ })));
    await expect.poll(() => saved.map((file) => file.name)).toEqual(['hire-data-2026-11-28.zip']);
    expect(api.calls.filter((call) => call.path === '/api/privacy/export/')).toHaveLength(1);
  });

  it('given a company, when shown, then there is no download, only the consents', async () => {
    renderYourData(company(), [consents[1]]);
    await consentRows();
    expect(screen.queryByRole('button', { name: /Download my data/ })).toBeNull();
  });
});
