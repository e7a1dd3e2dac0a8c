import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Paginated_WebhookDelivery } from '@/types/webhooks';
import { attempt, deliveredTest, detailOf, hris, movedPayload, refused, retrying } from '../testing/fixtures';
import { changes, renderWebhooks, type Calls } from '../testing/render';

const threeDeliveries = (): Paginated_WebhookDelivery => ({ count: 3, results: [deliveredTest, retrying, refused] });

const row = (id: string) => screen.getAllByTestId('delivery-row').find((one) => one.getAttribute('data-id') === id) as HTMLElement;
const field = (element: HTMLElement, name: string) => element.querySelector<HTMLElement>(`[data-field="${name}"]`)?.textContent;
const logReads = (calls: Calls) => calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/webhooks/deliveries/?'));
const lastLogRead = (calls: Calls) => logReads(calls).at(-1)?.path;

async function logShown() {
  await screen.findAllByTestId('delivery-row', {}, { timeout: 10_000 });
}

async function choose(label: string, option: string) {
  await act(async () => fireEvent.mouseDown(screen.getByLabelText(label)));
  const item = await waitFor(
    () => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${option}"]`) ?? Promise.reject(new Error(`no option "${option}"`)),
  );
  await act(async () => fireEvent.click(item));
}

async function openDetails(id: string) {
  await act(async () => fireEvent.click(within(row(id)).getByRole('button', { name: 'Details' })));
  const [heading] = await screen.findAllByText('Delivery', { selector: '.ant-drawer-title' });
  return heading.closest('.ant-drawer') as HTMLElement;
}

describe('The delivery log', { timeout: 30_000 }, () => {
  it('shows each delivery: event, endpoint, status, attempts, last result, created and next attempt', async () => {
    renderWebhooks({}, { deliveries: threeDeliveries });
    await logShown();

    expect(screen.getAllByTestId('delivery-row').map((one) => one.getAttribute('data-status'))).toEqual(['delivered', 'pending', 'failed']);
    const pending = row('d-2');
    expect(['event_type', 'endpoint_url', 'status', 'attempts', 'last_result'].map((name) => field(pending, name))).toEqual([
      'application.moved',
      hris.url,
      'Pending',
      '2',
      'HTTP 503',
    ]);
    expect(field(pending, 'created')).toMatch(/^26\.11\.2026 \d\d:00:00$/);
    expect(field(pending, 'next_attempt')).toMatch(/^26\.11\.2026 \d\d:05:10$/);
    expect(field(row('d-3'), 'last_result')).toBe('connection refused');
    expect(field(row('d-3'), 'status')).toBe('Failed');
    expect(field(row('d-1'), 'next_attempt')).toBe('—');
  });

  it('reads the first page of 20, newest first, without filters', async () => {
    const { api } = renderWebhooks({}, { deliveries: threeDeliveries });
    await logShown();
    expect(lastLogRead(api.calls)).toBe('/api/webhooks/deliveries/?page=1&page_size=20');
  });

  it('when a status is chosen, reads only deliveries of that status and keeps the choice in the URL', async () => {
    const { api, router } = renderWebhooks({}, { deliveries: threeDeliveries });
    await logShown();

    await choose('Status', 'Failed');

    await waitFor(() => expect(lastLogRead(api.calls)).toBe('/api/webhooks/deliveries/?status=failed&page=1&page_size=20'));
    expect(router.state.location.search).toBe('?status=failed');
  });

  it('when an endpoint and an event are chosen, reads only their deliveries', async () => {
    const { api } = renderWebhooks({}, { deliveries: threeDeliveries });
    await logShown();

    await choose('Endpoint', hris.url);
    await choose('Event', 'Application moved (any status change)');

    await waitFor(() =>
      expect(lastLogRead(api.calls)).toBe('/api/webhooks/deliveries/?endpoint_id=e-1&event_type=application.moved&page=1&page_size=20'),
    );
  });

  it('given more deliveries than a page holds, reads the next page when asked', async () => {
    const { api, router } = renderWebhooks({}, { deliveries: () => ({ count: 45, results: [deliveredTest, retrying, refused] }) });
    await logShown();

    await act(async () => fireEvent.click(screen.getByTitle('2')));

    await waitFor(() => expect(lastLogRead(api.calls)).toBe('/api/webhooks/deliveries/?page=2&page_size=20'));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByTitle('3')).toBeTruthy();
  });

  it('given a status the API does not know in the URL, reads the log unfiltered', async () => {
    const { api } = renderWebhooks({}, { deliveries: threeDeliveries }, '/webhooks?status=lost');
    await logShown();
    expect(lastLogRead(api.calls)).toBe('/api/webhooks/deliveries/?page=1&page_size=20');
  });

  it('shows a new delivery without a reload', async () => {
    let page: Paginated_WebhookDelivery = { count: 0, results: [] };
    renderWebhooks({}, { deliveries: () => page });
    expect(await screen.findByText('No deliveries yet.', {}, { timeout: 10_000 })).toBeTruthy();

    page = { count: 1, results: [deliveredTest] };

    expect(await screen.findByTestId('delivery-row', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('when Send again is clicked, queues the delivery again', async () => {
    const { api } = renderWebhooks({ 'POST /api/webhooks/deliveries/d-3/resend/': () => ({ status: 202, body: { ...refused, status: 'pending' } }) }, { deliveries: threeDeliveries });
    await logShown();

    await act(async () => fireEvent.click(within(row('d-3')).getByRole('button', { name: 'Send again' })));

    await waitFor(() => expect(changes(api.calls).map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/webhooks/deliveries/d-3/resend/']));
    expect(await screen.findByText('Delivery queued again.')).toBeTruthy();
  });

  it('given the endpoint is disabled, says so when a delivery is sent again', async () => {
    renderWebhooks(
      { 'POST /api/webhooks/deliveries/d-3/resend/': () => ({ status: 409, body: { error: { code: 'webhook_endpoint_disabled', message: 'Disabled.' } } }) },
      { deliveries: threeDeliveries },
    );
    await logShown();

    await act(async () => fireEvent.click(within(row('d-3')).getByRole('button', { name: 'Send again' })));

    expect(await screen.findByText('This endpoint is disabled: enable it first.')).toBeTruthy();
  });

  it('given the log cannot be read, says so', async () => {
    renderWebhooks({ 'GET /api/webhooks/deliveries/': () => ({ status: 500, body: { error: { code: 'internal_error', message: 'boom' } } }) });
    expect(await screen.findByTestId('deliveries-error', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('The delivery log could not be loaded.')).toBeTruthy();
  });
});

describe('A delivery’s details', { timeout: 30_000 }, () => {
  const failedThenDelivered = detailOf({ ...retrying, status: 'delivered', attempts: 2, last_status_code: 200, next_attempt_at: null }, [
    attempt({ at: '2026-11-26T14:00:00Z', status_code: 503, duration_ms: 12, response_body: 'Service Unavailable' }),
    attempt({ at: '2026-11-26T14:00:05Z', status_code: 200, duration_ms: 30 }),
  ]);

  it('shows the webhook-id, each attempt oldest first and the payload as sent', async () => {
    renderWebhooks({ 'GET /api/webhooks/deliveries/d-2/': () => ({ body: failedThenDelivered }) }, { deliveries: threeDeliveries });
    await logShown();

    const drawer = await openDetails('d-2');

    await within(drawer).findByText('d-2', { selector: '[data-field="webhook_id"]' });
    const attempts = within(drawer).getAllByTestId('attempt');
    expect(attempts.map((one) => one.getAttribute('data-status-code'))).toEqual(['503', '200']);
    expect(field(attempts[0], 'result')).toBe('HTTP 503');
    expect(field(attempts[0], 'response_body')).toBe('Service Unavailable');
    expect(JSON.parse(within(drawer).getByTestId('payload').textContent ?? '')).toEqual(movedPayload);
    expect(within(drawer).getByTestId('payload').textContent).toContain('\n  "type": "application.moved"');
  });

  it('when Send again is clicked in the details, queues that delivery again', async () => {
    const { api } = renderWebhooks(
      {
        'GET /api/webhooks/deliveries/d-2/': () => ({ body: failedThenDelivered }),
        'POST /api/webhooks/deliveries/d-2/resend/': () => ({ status: 202, body: retrying }),
      },
      { deliveries: threeDeliveries },
    );
    await logShown();
    const drawer = await openDetails('d-2');
    await within(drawer).findAllByTestId('attempt');

    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: /Send again/ })));

    await waitFor(() => expect(changes(api.calls).map((call) => call.path)).toEqual(['/api/webhooks/deliveries/d-2/resend/']));
  });

  it('given a delivery not sent yet, says so', async () => {
    renderWebhooks(
      { 'GET /api/webhooks/deliveries/d-2/': () => ({ body: detailOf({ ...retrying, attempts: 0, last_status_code: null }, []) }) },
      { deliveries: threeDeliveries },
    );
    await logShown();
    const drawer = await openDetails('d-2');
    expect(await within(drawer).findByText('Not sent yet.')).toBeTruthy();
  });
});
