import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { acceptPrivacyTerms, password, screenshots, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the settings browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const newPassword = 'N3w-secret!!';
const email = `alan.${run}@gmail.com`;
const newEmail = `alan.turing.${run}@gmail.com`;

describe.skipIf(!haveBackend)('Account settings in a browser, against the real backend', () => {
  const harness = useHarness();
  const { url } = harness;
  let page: Page;

  beforeAll(async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
  });

  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
  const see = (text: string | RegExp) => page.getByText(text).first().waitFor();
  /** The settings card with this title. */
  const card = (title: string) => page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });
  const inCard = (title: string, label: string) => card(title).getByLabel(new RegExp(`^${label}\\*?$`));

  async function logIn(who: string, secret: string) {
    await page.goto(url('/auth/login'));
    await field('E-mail').fill(who);
    await field('Password').fill(secret);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  async function logOut() {
    await page.locator('nav').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(url('/auth/login'));
  }

  it('a job seeker registers, verifies the e-mail and logs in', async () => {
    await page.goto(url('/auth/register'));
    await field('First name').fill('Alan');
    await field('Last name').fill('Turing');
    await field('E-mail').fill(email);
    await field('Password').fill(password);
    await field('Confirm password').fill(password);
    await acceptPrivacyTerms(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await see('Check your e-mail');
    await page.goto(await harness.backend.latestLink(email));
    await see('E-mail verified');
    await logIn(email, password);
    await see('Hello, Alan!');
  });

  it('changes the password in the settings and stays signed in with the new tokens', async () => {
    await page.goto(url('/settings'));
    await inCard('Change password', 'Current password').fill(password);
    await inCard('Change password', 'New password').fill(newPassword);
    await inCard('Change password', 'Confirm password').fill(newPassword);
    await shot('settings-01-change-password');
    await card('Change password').getByRole('button', { name: 'Change password' }).click();
    await see('Password changed. Other devices are signed out.');
    // The old tokens stopped working: only the stored new pair keeps this tab signed in.
    await page.reload();
    await see('Current e-mail: ' + email);
  });

  it('signs out, is refused with the old password and signs in with the new one', async () => {
    await logOut();
    await logIn(email, password);
    await see('No active account was found with this e-mail and password.');
    await logIn(email, newPassword);
    await see('Hello, Alan!');
  });

  it('changes the e-mail: the account keeps the old one until the link from the new inbox is opened', async () => {
    await page.goto(url('/settings'));
    await inCard('Change e-mail', 'New e-mail').fill(newEmail);
    await inCard('Change e-mail', 'Current password').fill(newPassword);
    await card('Change e-mail').getByRole('button', { name: 'Send confirmation link' }).click();
    await card('Change e-mail').getByText(`Open the link we sent to ${newEmail}.`, { exact: false }).waitFor();
    await see('Current e-mail: ' + email);
    await shot('settings-02-email-link-sent');

    await page.goto(await harness.backend.latestLink(newEmail));
    await see('E-mail changed');
    await shot('settings-03-email-changed');
    // Signed in: the settings show the new address at once.
    await page.getByRole('button', { name: 'Settings' }).click();
    await see('Current e-mail: ' + newEmail);
  });

  it('signs in with the new e-mail', async () => {
    await logOut();
    await logIn(newEmail, newPassword);
    await see('Hello, Alan!');
  });

  it('turns the interview e-mails off, and they are still off after a reload', async () => {
    await page.goto(url('/settings'));
    const interview = card('Notifications').getByRole('switch', { name: 'Interview e-mails' });
    const application = card('Notifications').getByRole('switch', { name: 'Application e-mails' });
    expect(await interview.getAttribute('aria-checked')).toBe('true');
    expect(await application.getAttribute('aria-checked')).toBe('true');
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/users/notification-preferences/') && response.request().method() === 'PUT');
    await interview.click();
    expect((await saved).status()).toBe(200);
    await shot('settings-04-notifications');

    await page.reload();
    await card('Notifications').getByRole('switch', { name: 'Interview e-mails' }).waitFor();
    expect(await interview.getAttribute('aria-checked')).toBe('false');
    expect(await application.getAttribute('aria-checked')).toBe('true');
  });
});
