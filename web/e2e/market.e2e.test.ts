import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { password, privacyTermsVersion, screenshots, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the market browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const owner = { name: `Market ${run}`, email: `owner@market-${run}.io`, first: 'Ada' };
const seeker = { first: 'Grace', last: 'Hopper', email: `grace.market.${run}@gmail.com` };

type Order = { id: string; package_id: string; status: string };

// The AI token market: a company buys a package in the browser, an administrator confirms the
// payment, and the balance and its history show the credit.
describe.skipIf(!haveBackend)('The AI token market in a browser, against the real backend', () => {
  const harness = useHarness();
  const { url, call, companyThroughApi, signIn } = harness;
  let page: Page;
  let token: string;
  let orderId: string;

  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const balance = async () => (await page.getByTestId('balance').innerText()).trim();
  const packageCard = (id: string) => page.locator(`[data-testid="package"][data-id="${id}"]`);

  it('a company opens the market from the sidebar: no tokens yet, the packages on sale', async () => {
    token = await companyThroughApi(owner, { ats: false });
    page = await signIn(owner);

    await page.getByRole('link', { name: 'Market' }).click();
    await page.waitForURL(url('/market'));
    await page.getByTestId('balance').waitFor();
    expect(await balance()).toBe('0');
    expect(await page.getByTestId('package').count()).toBe(3);
    await packageCard('starter').getByText('50,000 AI tokens').waitFor();
    await packageCard('starter').getByText('$5', { exact: true }).waitFor();
    await page.getByText('No orders yet.').waitFor();
    await page.getByText('No token moves yet.').waitFor();
    await shot('market-01-empty');
  });

  it('buys the starter package: the order is placed and pending', async () => {
    await packageCard('starter').getByRole('button', { name: 'Buy Starter' }).click();
    await page.getByText('Order placed — an administrator confirms the payment.').waitFor();
    const order = page.getByTestId('order');
    await order.waitFor();
    expect(await order.getAttribute('data-status')).toBe('pending');
    await order.getByText('Pending', { exact: true }).waitFor();
    await order.getByText('Starter', { exact: true }).waitFor();
    orderId = (await order.getAttribute('data-id')) ?? '';
    expect(orderId).toBeTruthy();
    // Ordered is not paid: the balance waits for the administrator.
    expect(await balance()).toBe('0');
    await shot('market-02-ordered');
  });

  it('the administrator sees the order pending and marks it paid, once', async () => {
    const pending = await harness.backend.pendingOrders();
    const mine = pending.find((order) => order.id === orderId);
    expect(mine).toMatchObject({ package_id: 'starter', status: 'pending', company_name: owner.name });

    await harness.backend.markOrderPaid(orderId);
    const again = await fetch(url(`/api/admin/market/orders/${orderId}/paid/`), {
      method: 'POST',
      headers: { Authorization: `Admin ${harness.backend.adminToken}` },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('order_not_pending');
    expect((await harness.backend.pendingOrders()).some((order) => order.id === orderId)).toBe(false);

    const tokens = await call<{ balance: number; orders: Order[] }>('GET', '/api/market/ai-tokens/', undefined, 200, token);
    expect(tokens.balance).toBe(50000);
    expect(tokens.orders.find((order) => order.id === orderId)?.status).toBe('paid');
  });

  it('after a reload the balance is 50,000, the order paid and the credit in the history', async () => {
    await page.reload();
    await page.getByTestId('balance').waitFor();
    expect(await balance()).toBe('50,000');
    const order = page.getByTestId('order');
    expect(await order.getAttribute('data-status')).toBe('paid');
    await order.getByText('Paid', { exact: true }).waitFor();

    const credit = page.getByTestId('token-move').first();
    expect(await credit.getAttribute('data-kind')).toBe('credit');
    expect((await credit.locator('[data-field="tokens"]').innerText()).trim()).toBe('+50,000');
    expect((await credit.locator('[data-field="balance_after"]').innerText()).trim()).toBe('50,000');
    expect((await credit.locator('[data-field="purpose"]').innerText()).trim()).toBe('Order');
    await credit.getByText('Credit', { exact: true }).waitFor();
    await shot('market-03-paid');
  });

  it('a job seeker sees the packages, no balance and no Buy: companies buy AI tokens', async () => {
    await call('POST', '/api/auth/users/', { first_name: seeker.first, last_name: seeker.last, email: seeker.email, password, user_type: 'jobseeker', privacy_terms_version: privacyTermsVersion }, 201);
    const link = new URL(await harness.backend.latestLink(seeker.email));
    await call('POST', '/api/auth/users/activation/', { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') }, 204);

    const seekerPage = await signIn({ name: '', email: seeker.email, first: seeker.first });
    await seekerPage.getByRole('link', { name: 'Market' }).click();
    await seekerPage.waitForURL(url('/market'));
    await seekerPage.getByText('AI tokens are bought by companies', { exact: false }).waitFor();
    expect(await seekerPage.getByTestId('package').count()).toBe(3);
    expect(await seekerPage.getByRole('button', { name: /^Buy/ }).count()).toBe(0);
    expect(await seekerPage.getByTestId('balance').count()).toBe(0);
    await seekerPage.screenshot({ path: join(screenshots, 'market-04-jobseeker.png'), fullPage: true });
    await seekerPage.context().close();
  });
});
