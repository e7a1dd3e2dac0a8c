import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserResponse } from '@/types/api';
import { company, jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import { NotificationSettings } from './notification-settings';

const path = '/api/auth/users/notification-preferences/';

function renderCard(user: UserResponse, { saveStatus = 200 }: { saveStatus?: number } = {}) {
  let stored = { interview_emails: true, application_emails: false };
  const api = mockApi(user, {
    [`GET ${path}`]: () => ({ body: stored }),
    [`PUT ${path}`]: ({ body }) => {
      if (saveStatus !== 200) return { status: saveStatus, body: { error: { code: 'internal_error', message: 'Boom.' } } };
      stored = body as typeof stored;
      return { body: stored };
    },
  });
  renderApp(
    <SignedIn>
      <NotificationSettings />
    </SignedIn>,
  );
  return { puts: () => api.calls.filter((call) => call.method === 'PUT' && call.path === path).map((call) => call.body) };
}

const toggle = (name: string) => screen.findByRole('switch', { name });
const isOn = (element: HTMLElement) => element.getAttribute('aria-checked') === 'true';

describe('NotificationSettings', { timeout: 20_000 }, () => {
  it('given saved choices, when the card shows, then each switch shows its saved value', async () => {
    renderCard(jobseeker());
    expect(isOn(await toggle('Interview e-mails'))).toBe(true);
    expect(isOn(await toggle('Application e-mails'))).toBe(false);
  });

  it('given a switch, when it is turned off, then both choices are PUT with the new value and it stays off', async () => {
    const { puts } = renderCard(jobseeker());
    const interview = await toggle('Interview e-mails');
    await act(async () => fireEvent.click(interview));
    await waitFor(() => expect(puts()).toEqual([{ interview_emails: false, application_emails: false }]));
    expect(isOn(await toggle('Interview e-mails'))).toBe(false);
  });

  it('given a company, when the card shows, then only the interview e-mails are offered', async () => {
    renderCard(company(['ats']));
    await toggle('Interview e-mails');
    expect(screen.queryByRole('switch', { name: 'Application e-mails' })).toBeNull();
  });

  it('given a refused save, when a switch is turned on, then it goes back off and the error shows', async () => {
    renderCard(jobseeker(), { saveStatus: 500 });
    const application = await toggle('Application e-mails');
    await act(async () => fireEvent.click(application));
    expect(await screen.findByText('Something went wrong on our side. Please try again later.')).toBeTruthy();
    await waitFor(async () => expect(isOn(await toggle('Application e-mails'))).toBe(false));
  });
});
