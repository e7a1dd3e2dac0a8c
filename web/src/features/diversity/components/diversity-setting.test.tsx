import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import { DiversitySetting } from './diversity-setting';

type Answer = { status?: number; body?: unknown };

/** The saved setting is answered by GET; a PUT echoes what it was sent, unless `refuse` answers it. */
function renderSetting(enabled: boolean, refuse?: Answer) {
  const api = mockApi(company(), {
    'GET /api/diversity/setting/': () => ({ body: { enabled } }),
    'PUT /api/diversity/setting/': ({ body }) => refuse ?? { body },
  });
  renderApp(
    <SignedIn>
      <DiversitySetting />
    </SignedIn>,
  );
  return api;
}

const theSwitch = () => screen.findByRole('switch', { name: 'Ask applicants optional diversity questions' });
const checked = (element: HTMLElement) => element.getAttribute('aria-checked');
const sentBodies = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.method === 'PUT' && call.path === '/api/diversity/setting/').map((call) => call.body);

describe('DiversitySetting', { timeout: 20_000 }, () => {
  it('given the questions off, when shown, then the switch is off and the card says answers are voluntary and only counted', async () => {
    renderSetting(false);
    expect(checked(await theSwitch())).toBe('false');
    expect(screen.getByText(/Answering is voluntary/).textContent).toMatch(/in groups of five or more/);
  });

  it('given the questions off, when switched on, then it is saved, said so, and shown on', async () => {
    const api = renderSetting(false);
    await act(async () => fireEvent.click(await theSwitch()));
    await expect.poll(() => sentBodies(api)).toEqual([{ enabled: true }]);
    expect(await screen.findByText('The diversity questions setting is saved.')).toBeTruthy();
    await waitFor(async () => expect(checked(await theSwitch())).toBe('true'));
  });

  it('given the questions on, when switched off, then off is sent', async () => {
    const api = renderSetting(true);
    await act(async () => fireEvent.click(await theSwitch()));
    await expect.poll(() => sentBodies(api)).toEqual([{ enabled: false }]);
  });

  it('given the server refuses, when switched on, then its reason shows and the switch stays off', async () => {
    renderSetting(false, { status: 403, body: { error: { code: 'permission_denied', message: 'No.' } } });
    await act(async () => fireEvent.click(await theSwitch()));
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(checked(await theSwitch())).toBe('false');
  });

  it('given the setting cannot be read, when shown, then the card says why', async () => {
    mockApi(company(), {
      'GET /api/diversity/setting/': () => ({ status: 403, body: { error: { code: 'permission_denied', message: 'No.' } } }),
    });
    renderApp(
      <SignedIn>
        <DiversitySetting />
      </SignedIn>,
    );
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
