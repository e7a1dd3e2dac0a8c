import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WebhookEndpoint } from '@/types/webhooks';
import { hris, slack } from '../testing/fixtures';
import { changes, renderWebhooks } from '../testing/render';

const row = (id: string) => screen.getAllByTestId('endpoint-row').find((one) => one.getAttribute('data-id') === id) as HTMLElement;
const field = (element: HTMLElement, name: string) => element.querySelector<HTMLElement>(`[data-field="${name}"]`)?.textContent;
const button = (name: string | RegExp, container: HTMLElement = document.body) => within(container).getByRole('button', { name });

async function confirmDialog(title: string) {
  const [heading] = await screen.findAllByText(title, { selector: '.ant-modal-confirm-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}

async function shown() {
  await screen.findByText(hris.url, {}, { timeout: 10_000 });
}

describe('Webhook endpoints', { timeout: 30_000 }, () => {
  it('lists each endpoint: URL, description, event types, enabled, and its deliveries by status', async () => {
    renderWebhooks();
    await shown();

    const first = row('e-1');
    expect(field(first, 'description')).toBe('HRIS sync');
    expect([...first.querySelectorAll('[data-field="event_types"] .ant-tag')].map((tag) => tag.textContent)).toEqual([
      'application.submitted',
      'application.moved',
    ]);
    expect(within(first).getByRole('switch', { name: `Enabled: ${hris.url}` }).getAttribute('aria-checked')).toBe('true');
    expect(['pending', 'delivered', 'failed'].map((status) => field(first, status))).toEqual(['Pending: 1', 'Delivered: 12', 'Failed: 2']);

    const second = row('e-2');
    expect(field(second, 'description')).toBeUndefined();
    expect(within(second).getByRole('switch', { name: `Enabled: ${slack.url}` }).getAttribute('aria-checked')).toBe('false');
  });

  it('hides the signing secret until asked to show it', async () => {
    renderWebhooks();
    await shown();
    const first = row('e-1');
    expect(field(first, 'secret')).toBe(`whsec_${'•'.repeat(12)}`);

    await act(async () => fireEvent.click(button('Show secret', first)));

    expect(field(first, 'secret')).toBe(hris.secret);
    expect(field(row('e-2'), 'secret')).not.toBe(slack.secret);
  });

  it('given an enabled endpoint, when Send test event is clicked, then a test delivery is queued', async () => {
    const { api } = renderWebhooks({ 'POST /api/webhooks/endpoints/e-1/test/': () => ({ status: 202, body: {} }) });
    await shown();

    await act(async () => fireEvent.click(button(/Send test event/, row('e-1'))));

    await waitFor(() => expect(changes(api.calls).map((call) => call.path)).toEqual(['/api/webhooks/endpoints/e-1/test/']));
    expect(await screen.findByText('Test event queued.')).toBeTruthy();
  });

  it('given a disabled endpoint, offers no test event', async () => {
    renderWebhooks();
    await shown();
    expect((button(/Send test event/, row('e-2')) as HTMLButtonElement).disabled).toBe(true);
  });

  it('when the switch is turned off, then the endpoint is saved whole, disabled', async () => {
    let list = [hris, slack];
    const { api } = renderWebhooks(
      {
        'PUT /api/webhooks/endpoints/e-1/': ({ body }) => {
          const saved: WebhookEndpoint = { ...hris, ...(body as Partial<WebhookEndpoint>) };
          list = [saved, slack];
          return { body: saved };
        },
      },
      { endpoints: () => list },
    );
    await shown();

    await act(async () => fireEvent.click(within(row('e-1')).getByRole('switch')));

    await waitFor(() =>
      expect(changes(api.calls)).toEqual([
        {
          method: 'PUT',
          path: '/api/webhooks/endpoints/e-1/',
          body: { url: hris.url, description: 'HRIS sync', event_types: ['application.submitted', 'application.moved'], enabled: false },
        },
      ]),
    );
    await waitFor(() => expect(within(row('e-1')).getByRole('switch').getAttribute('aria-checked')).toBe('false'));
  });

  it('asks before deleting an endpoint, then deletes it', async () => {
    let list = [hris, slack];
    const { api } = renderWebhooks(
      {
        'DELETE /api/webhooks/endpoints/e-2/': () => {
          list = [hris];
          return { status: 204 };
        },
      },
      { endpoints: () => list },
    );
    await shown();

    await act(async () => fireEvent.click(button('Delete endpoint', row('e-2'))));
    const confirm = await confirmDialog('Delete this endpoint?');
    expect(within(confirm).getByText(`Events are no longer sent to ${slack.url}, and its delivery log goes with it.`)).toBeTruthy();
    expect(changes(api.calls)).toEqual([]);
    await act(async () => fireEvent.click(button('Delete', confirm)));

    await waitFor(() => expect(changes(api.calls).map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/webhooks/endpoints/e-2/']));
    expect(await screen.findByText('Endpoint deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(slack.url)).toBeNull());
  });

  it('asks before rotating the secret, then shows the new one', async () => {
    const rotated = { ...hris, secret: 'whsec_NEWNEWNEWNEWNEWNEWNEWNEWNEWNEWNE' };
    let list = [hris, slack];
    const { api } = renderWebhooks(
      {
        'POST /api/webhooks/endpoints/e-1/rotate-secret/': () => {
          list = [rotated, slack];
          return { body: rotated };
        },
      },
      { endpoints: () => list },
    );
    await shown();
    await act(async () => fireEvent.click(button('Show secret', row('e-1'))));

    await act(async () => fireEvent.click(button('Rotate secret', row('e-1'))));
    const confirm = await confirmDialog('Rotate the signing secret?');
    expect(changes(api.calls)).toEqual([]);
    await act(async () => fireEvent.click(button('Rotate secret', confirm)));

    await waitFor(() => expect(changes(api.calls).map((call) => call.path)).toEqual(['/api/webhooks/endpoints/e-1/rotate-secret/']));
    expect(await screen.findByText('New secret created.')).toBeTruthy();
    await waitFor(() => expect(field(row('e-1'), 'secret')).toBe(rotated.secret));
  });

  it('given the endpoints cannot be read, says so and reads them again on Try again', async () => {
    let fail = true;
    renderWebhooks({
      'GET /api/webhooks/endpoints/': () => (fail ? { status: 500, body: { error: { code: 'internal_error', message: 'boom' } } } : { body: [hris] }),
    });
    expect(await screen.findByText('The webhooks could not be loaded.', {}, { timeout: 10_000 })).toBeTruthy();

    fail = false;
    await act(async () => fireEvent.click(button('Try again')));

    expect(await screen.findByText(hris.url)).toBeTruthy();
  });

  it('explains how to verify signatures, with the header names and a link to Standard Webhooks', async () => {
    renderWebhooks();
    await shown();
    const help = screen.getByTestId('signature-help');
    expect(within(help).getByText('Verifying signatures')).toBeTruthy();
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) expect(within(help).getByText(header)).toBeTruthy();
    expect(within(help).getByRole('link').getAttribute('href')).toBe('https://www.standardwebhooks.com');
  });
});
