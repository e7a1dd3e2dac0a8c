import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { screenshots, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the webhooks browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const owner = { name: `Hooks ${run}`, email: `owner@hooks-${run}.io`, first: 'Ada' };

type Received = { path: string; headers: Record<string, string>; body: string };

/** A webhook receiver on 127.0.0.1: records every request and answers `status` (200 or 503). */
function startReceiver() {
  const requests: Received[] = [];
  const receiver = { requests, status: 200, url: '', stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server = createServer((request, response) => {
    void read(request).then((body) => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      requests.push({ path: request.url ?? '', headers, body });
      response.writeHead(receiver.status, { 'Content-Type': 'text/plain' }).end(receiver.status === 200 ? 'ok' : 'unavailable');
    });
  });
  return new Promise<typeof receiver>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      resolve(receiver);
    }),
  );
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

// A company adds an endpoint in the browser and sends it a test event: the receiver gets it
// signed the Standard Webhooks way (checked with the standardwebhooks package, an independent
// implementation). Sent again while the receiver fails, the delivery is retried a second later
// and delivered once the receiver is back.
describe.skipIf(!haveBackend)('Webhooks in a browser, against the real backend', () => {
  // Local addresses are refused in production; retries come a second apart instead of 5 s, 5 min…
  const harness = useHarness({ env: { HIRE_WEBHOOKS_ALLOW_LOCAL: 'true', HIRE_WEBHOOK_RETRY_DELAYS: '1' } });
  const { url, call, companyThroughApi, signIn } = harness;
  let receiver: Receiver;
  let page: Page;
  let token: string;
  let secret: string;
  let deliveryId: string;

  beforeAll(async () => {
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver?.stop();
  });

  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const endpointRow = () => page.getByTestId('endpoint-row').first();
  const deliveryRow = () => page.getByTestId('delivery-row').first();
  const drawer = () => page.getByRole('dialog');
  /** The receiver's requests once there are at least `count`. */
  const received = async (count: number) => {
    await expect.poll(() => receiver.requests.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
    return receiver.requests;
  };
  const verify = (request: Received) => new Webhook(secret).verify(request.body, request.headers) as { type: string; data: Record<string, string> };

  it('a company opens Webhooks from the side menu: no endpoints, no deliveries yet', async () => {
    token = await companyThroughApi(owner, { ats: false });
    page = await signIn(owner, { width: 1600, height: 1000 });

    await page.locator('nav').getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL(url('/webhooks'));
    await page.getByText('No endpoints yet.').waitFor();
    await page.getByText('No deliveries yet.').waitFor();
    await page.getByText('Verifying signatures').waitFor();
    await shot('webhooks-01-empty');
  });

  it('adds an endpoint for the receiver, subscribed to application.submitted and application.moved', async () => {
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^URL/).fill(receiver.url);
    await dialog.getByLabel(/^Description/).fill('Test receiver');
    await dialog.getByRole('checkbox', { name: /application\.submitted/ }).check();
    await dialog.getByRole('checkbox', { name: /application\.moved/ }).check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Endpoint added.').waitFor();

    await endpointRow().getByText(receiver.url).waitFor();
    expect(await endpointRow().locator('[data-field="event_types"] .ant-tag').allInnerTexts()).toEqual(['application.submitted', 'application.moved']);
    const endpoints = await call<Array<{ url: string; event_types: string[]; enabled: boolean }>>('GET', '/api/webhooks/endpoints/', undefined, 200, token);
    expect(endpoints).toMatchObject([{ url: receiver.url, event_types: ['application.submitted', 'application.moved'], enabled: true }]);
  });

  it('reads the secret from the page, sends a test event, and the receiver verifies its signature', async () => {
    await endpointRow().getByRole('button', { name: 'Show secret' }).click();
    secret = (await endpointRow().locator('[data-field="secret"]').innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    await endpointRow().getByRole('button', { name: /Send test event/ }).click();
    await page.getByText('Test event queued.').waitFor();

    const [test] = await received(1);
    expect(test.path).toBe('/hook');
    expect(test.headers['content-type']).toMatch(/^application\/json/);
    expect(test.headers['user-agent']).toBe('Hire-Webhooks/1');
    const event = verify(test);
    expect(event.type).toBe('webhook.test');
    const endpointId = (await endpointRow().getAttribute('data-id')) ?? '';
    expect(event.data).toMatchObject({ endpoint_id: endpointId });
    expect(event.data.company_id).toBeTruthy();
    expect(() => new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(test.body, test.headers)).toThrow();

    await page.locator('[data-testid="delivery-row"][data-status="delivered"]').waitFor({ timeout: 30_000 });
    deliveryId = (await deliveryRow().getAttribute('data-id')) ?? '';
    expect(deliveryId).toBe(test.headers['webhook-id']);
    expect(await deliveryRow().locator('[data-field="event_type"]').innerText()).toBe('webhook.test');
    expect(await deliveryRow().locator('[data-field="last_result"]').innerText()).toBe('HTTP 200');
    await shot('webhooks-02-delivered');
  });

  it('sends it again while the receiver answers 503: the details show the failed attempt', async () => {
    receiver.status = 503;
    await deliveryRow().getByRole('button', { name: 'Send again' }).click();
    await page.getByText('Delivery queued again.').waitFor();

    const requests = await received(2);
    expect(requests[1].headers['webhook-id']).toBe(deliveryId);
    expect(requests[1].body).toBe(requests[0].body);
    expect(verify(requests[1]).type).toBe('webhook.test');

    await deliveryRow().getByRole('button', { name: 'Details' }).click();
    await drawer().locator('[data-field="webhook_id"]').getByText(deliveryId).waitFor();
    await drawer().locator('[data-testid="attempt"][data-status-code="503"]').first().waitFor({ timeout: 30_000 });
    expect(JSON.parse(await drawer().getByTestId('payload').innerText())).toEqual(JSON.parse(requests[0].body));
    await shot('webhooks-03-failed-attempt');
  });

  it('the receiver answers 200 again: a retry a second later delivers it', async () => {
    receiver.status = 200;
    await drawer().locator('[data-field="status"]').getByText('Delivered').waitFor({ timeout: 30_000 });
    expect(await drawer().locator('[data-testid="attempt"]').last().getAttribute('data-status-code')).toBe('200');
    expect(new Set(receiver.requests.map((request) => request.headers['webhook-id']))).toEqual(new Set([deliveryId]));
    for (const request of receiver.requests) expect(verify(request).type).toBe('webhook.test');
    await shot('webhooks-04-delivered-again');

    await page.keyboard.press('Escape');
    await page.locator(`[data-testid="delivery-row"][data-id="${deliveryId}"][data-status="delivered"]`).waitFor({ timeout: 30_000 });
  });

  it('reads in Russian', async () => {
    await page.getByText('RU', { exact: true }).click();
    await page.locator('nav').getByRole('link', { name: 'Вебхуки' }).waitFor();
    await page.getByRole('button', { name: 'Добавить эндпоинт' }).waitFor();
    await page.getByText('Журнал доставок').waitFor();
    await deliveryRow().locator('[data-field="status"]').getByText('Доставлена').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/webhooks\.|layout\.titles\./);
    await shot('webhooks-05-ru');
    await page.getByText('EN', { exact: true }).click();
    await page.getByText('Delivery log').waitFor();
  });
});
