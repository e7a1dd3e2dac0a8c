import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import { ScheduleFeedCard } from './schedule-feed-card';

const feedUrl = 'https://hire.example/api/jobs/schedule-feed/abc123.ics';

function renderCard(state: { active: boolean; created_at: string | null }) {
  const api = mockApi(company(['ats']), {
    'GET /api/jobs/schedule-feed/': () => ({ body: state }),
    'POST /api/jobs/schedule-feed/': () => ({ status: 201, body: { url: feedUrl, created_at: '2026-03-01T10:00:00Z' } }),
    'DELETE /api/jobs/schedule-feed/': () => ({ status: 204 }),
  });
  renderApp(
    <SignedIn>
      <ScheduleFeedCard />
    </SignedIn>,
  );
  return api;
}

async function click(name: string) {
  const button = await screen.findByRole('button', { name });
  await act(async () => fireEvent.click(button));
}

describe('ScheduleFeedCard', { timeout: 20_000 }, () => {
  it('given no calendar link, when one is created, then its address shows to copy with how to use it', async () => {
    renderCard({ active: false, created_at: null });
    await click('Create calendar link');

    const input = await screen.findByLabelText<HTMLInputElement>('Calendar link');
    expect(input.value).toBe(feedUrl);
    expect(screen.getByText(/Paste it into Google Calendar \(From URL\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace link' })).toBeTruthy();
  });

  it('given an active calendar link, when it is turned off and confirmed, then it is revoked and can be created again', async () => {
    const api = renderCard({ active: true, created_at: '2026-03-01T10:00:00Z' });
    expect(await screen.findByText('Calendar link active since 01.03.2026.')).toBeTruthy();
    await click('Turn off');
    await screen.findByText('Turn off the calendar link?');
    const confirm = screen.getAllByRole('button', { name: 'Turn off' }).at(-1)!;
    await act(async () => fireEvent.click(confirm));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/jobs/schedule-feed/')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Create calendar link' })).toBeTruthy();
    expect(await screen.findByText('Calendar link turned off.')).toBeTruthy();
  });
});
