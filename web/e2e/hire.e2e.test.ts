import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Backend, hireBin } from './backend';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
const screenshots = join(webDir, 'e2e', 'screenshots');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the browser end-to-end test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const password = 'Sup3r-secret!';
const companyEmail = `owner@acme-${run}.io`;
const managerEmail = `manager@acme-${run}.io`;
const seekerEmail = `seeker.${run}@gmail.com`;

const texts = {
  loginSuccess: 'You are logged in.',
  noActiveUser: 'No active account was found with this e-mail and password.',
  deleteFailed: 'Failed to delete account. Please check your password.',
  deleteSuccess: 'Account deleted successfully.',
};

describe.skipIf(!haveBackend)('Hire in a browser, against the real backend', () => {
  let backend: Backend;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // Test the current sources: the backend serves this build. Vitest sets NODE_ENV=test,
    // which would give a development bundle; the user gets the production one.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root: webDir, mode: 'production', logLevel: 'warn' });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    mkdirSync(screenshots, { recursive: true });
    backend = new Backend(distDir);
    await backend.start();
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await backend?.stop();
    console.log(`\nScreenshots: ${screenshots}\n`);
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'en-US' });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  const url = (path: string) => `${backend.baseUrl}${path}`;
  const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
  const see = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();
  const nav = (page: Page) => page.locator('nav');
  const menuTexts = async (page: Page) => (await nav(page).getByRole('menu').innerText()).split('\n').map((line) => line.trim()).filter(Boolean);

  async function register(page: Page, who: { company?: string; first: string; last: string; email: string }) {
    await page.goto(url('/auth/register'));
    if (who.company) {
      await page.getByText('A company', { exact: true }).click();
      await field(page, 'Company name').fill(who.company);
    }
    await field(page, 'First name').fill(who.first);
    await field(page, 'Last name').fill(who.last);
    await field(page, 'E-mail').fill(who.email);
    await field(page, 'Password').fill(password);
    await field(page, 'Confirm password').fill(password);
    await shot(page, who.company ? '01-register-company' : '30-register-jobseeker');
    await page.getByRole('button', { name: 'Register' }).click();
    await see(page, 'Check your e-mail');
  }

  async function verify(page: Page, email: string, screenshot?: string) {
    await page.goto(await backend.latestLink(email));
    await see(page, 'E-mail verified');
    if (screenshot) await shot(page, screenshot);
  }

  async function logIn(page: Page, email: string, secret = password) {
    await page.goto(url('/auth/login'));
    await field(page, 'E-mail').fill(email);
    await field(page, 'Password').fill(secret);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  let companyPage: Page;
  let seekerPage: Page;

  it('a company registers, verifies its e-mail, and is refused until an administrator activates it', async () => {
    companyPage = await newPage();
    await register(companyPage, { company: `Acme ${run}`, first: 'Ada', last: 'Lovelace', email: companyEmail });
    await verify(companyPage, companyEmail, '02-verified');

    await logIn(companyPage, companyEmail);
    await see(companyPage, texts.noActiveUser);
    expect(new URL(companyPage.url()).pathname).toBe('/auth/login');
    await shot(companyPage, '03-login-refused');

    await backend.activateCompany(companyEmail);
    await backend.setModule(companyEmail, 'ats', true);
    await logIn(companyPage, companyEmail);
    await see(companyPage, texts.loginSuccess);
    await see(companyPage, 'Hello, Ada!');
    expect(new URL(companyPage.url()).pathname).toBe('/');

    const menu = await menuTexts(companyPage);
    for (const entry of ['Dashboard', 'Org chart', 'Messages', 'Company profile', 'Employees', 'Competency model', 'Workforce planning', 'My schedule', 'Talent acquisition', 'Applicants', 'Job listing', 'CV database']) {
      expect(menu, entry).toContain(entry);
    }
    expect(menu).not.toContain('Learning');
    expect(menu).not.toContain('My applications');
    await nav(companyPage).getByText(`Acme ${run}`).waitFor();
    await shot(companyPage, '04-company-dashboard');

    // A small screen gets the drawer as an overlay that starts closed and closes on navigation.
    await companyPage.setViewportSize({ width: 390, height: 844 });
    await nav(companyPage).waitFor({ state: 'detached' });
    await companyPage.getByRole('button', { name: 'Toggle menu' }).click();
    await nav(companyPage).getByRole('link', { name: 'Employees' }).waitFor();
    await companyPage.waitForTimeout(500); // the drawer's slide-in, for the picture
    await shot(companyPage, '07-company-drawer-small-screen');
    await nav(companyPage).getByRole('link', { name: 'Dashboard' }).click();
    await nav(companyPage).waitFor({ state: 'hidden' });
    await companyPage.setViewportSize({ width: 1366, height: 860 });
  });

  it('the company adds a Hiring Manager, who sets a password from the invitation and sees the Hiring Manager menu', async () => {
    await nav(companyPage).getByRole('link', { name: 'Employees' }).click();
    await companyPage.waitForURL(url('/employees'));
    await companyPage.getByRole('button', { name: 'Add employee' }).click();
    const dialog = companyPage.getByRole('dialog');
    await field(companyPage, 'E-mail').fill(managerEmail);
    await dialog.getByLabel(/^First name/).fill('Grace');
    await dialog.getByLabel(/^Last name/).fill('Hopper');
    await dialog.getByLabel(/^Role/).click();
    await companyPage.locator('.ant-select-item-option', { hasText: 'Hiring Manager' }).click();
    await shot(companyPage, '05-add-employee');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await companyPage.getByRole('cell', { name: managerEmail }).waitFor();
    await companyPage.getByRole('cell', { name: 'Hiring Manager' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await shot(companyPage, '06-employees');

    const managerPage = await newPage();
    const invite = await backend.latestLink(managerEmail);
    expect(invite).toContain('/auth/resetpassword/confirm');
    expect(new URL(invite).searchParams.get('invite')).toBe('1');
    await managerPage.goto(invite);
    await see(managerPage, 'Set your password');
    await field(managerPage, 'New password').fill(password);
    await field(managerPage, 'Confirm password').fill(password);
    await shot(managerPage, '10-set-password');
    await managerPage.getByRole('button', { name: 'Save password' }).click();
    await managerPage.waitForURL(url('/auth/login'));

    await logIn(managerPage, managerEmail);
    await see(managerPage, 'Hello, Grace!');
    const menu = await menuTexts(managerPage);
    expect(menu).toEqual(expect.arrayContaining(['Dashboard', 'Job listing', 'Competency model', 'Applicants']));
    expect(menu).not.toContain('Employees');
    expect(menu).not.toContain('Org chart');
    await nav(managerPage).getByText('Job listing').click();
    await nav(managerPage).getByRole('link', { name: 'Requested staff list' }).waitFor();
    await managerPage.waitForTimeout(500); // the sub-menu's unfolding, for the picture
    await shot(managerPage, '11-hiring-manager-dashboard');

    await managerPage.goto(url('/employees'));
    await managerPage.waitForURL(url('/404'));
  });

  it('a job seeker registers, verifies, logs in, sees the job seeker menu and cannot open company pages', async () => {
    seekerPage = await newPage();
    await register(seekerPage, { first: 'Alan', last: 'Turing', email: seekerEmail });
    await verify(seekerPage, seekerEmail);
    await logIn(seekerPage, seekerEmail);
    await see(seekerPage, 'Hello, Alan!');
    expect(await menuTexts(seekerPage)).toEqual([
      'Dashboard',
      'Messages',
      'My applications',
      'Find jobs',
      'Browse companies',
      'My public profile',
    ]);
    await shot(seekerPage, '31-jobseeker-dashboard');

    await seekerPage.goto(url('/employees'));
    await seekerPage.waitForURL(url('/404'));
    await seekerPage.getByRole('heading', { name: 'Page not found' }).waitFor();
    await shot(seekerPage, '32-not-found');
    await seekerPage.getByRole('button', { name: 'Back to home' }).click();
    await seekerPage.waitForURL(url('/'));
    await see(seekerPage, 'Hello, Alan!');
  });

  it('the language switch changes the interface and survives a reload', async () => {
    await seekerPage.getByText('AZ', { exact: true }).click();
    await see(seekerPage, 'Müraciətlərim');
    await shot(seekerPage, '33-dashboard-az');
    await seekerPage.getByText('RU', { exact: true }).click();
    await see(seekerPage, 'Мои отклики');
    await seekerPage.reload();
    await see(seekerPage, 'Здравствуйте, Alan!');
    expect(await menuTexts(seekerPage)).toContain('Мои отклики');
    await shot(seekerPage, '34-dashboard-ru');
    await seekerPage.getByText('EN', { exact: true }).click();
    await see(seekerPage, 'My applications');
  });

  it('logout returns to the login page', async () => {
    await nav(seekerPage).getByRole('button', { name: 'Logout' }).click();
    await seekerPage.waitForURL(url('/auth/login'));
    await seekerPage.getByRole('button', { name: 'Log in' }).waitFor();
    await seekerPage.goto(url('/settings'));
    await seekerPage.waitForURL(/\/auth\/login\?redirectTo=%2Fsettings$/);
  });

  it('deleting the account needs the right password, and the account is gone after', async () => {
    await field(seekerPage, 'E-mail').fill(seekerEmail);
    await field(seekerPage, 'Password').fill(password);
    await seekerPage.getByRole('button', { name: 'Log in' }).click();
    // Back where the user was heading before logging in.
    await seekerPage.waitForURL(url('/settings'));
    await shot(seekerPage, '35-settings');

    await seekerPage.getByRole('button', { name: 'Delete account' }).click();
    const dialog = seekerPage.getByRole('dialog');
    await dialog.getByLabel(/^Current password/).fill('Wrong-passw0rd!');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await see(seekerPage, texts.deleteFailed);
    await shot(seekerPage, '36-delete-refused');

    await dialog.getByLabel(/^Current password/).fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await see(seekerPage, texts.deleteSuccess);
    await seekerPage.waitForURL(url('/auth/login'));

    await logIn(seekerPage, seekerEmail);
    await see(seekerPage, texts.noActiveUser);
    expect(new URL(seekerPage.url()).pathname).toBe('/auth/login');
  });
});
