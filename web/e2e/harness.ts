// What every browser test sets up the same way: the backend serving the build, Chromium, pages,
// the little locators and waits the tests read by, and signing people up through the screens.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { Backend, hireBin } from './backend';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const screenshots = join(webDir, 'e2e', 'screenshots');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Marks this run's e-mails, names and titles: each is unique, and a search for one finds only it. */
export const run = Date.now().toString(36);
/** Everyone's password: strong enough for the sign-up rules. */
export const password = 'Sup3r-secret!';
/** A tiny valid PDF: what the CV upload checks is the "%PDF-" header and the size. */
export const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Whether the backend binary is there; without it `test` is skipped, saying how to get it. */
export function haveBackendFor(test: string): boolean {
  if (existsSync(hireBin)) return true;
  console.warn(`\nSKIPPING ${test}: no backend binary at ${hireBin}.\n` + 'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
  return false;
}

/** A day as the screens and date pickers show it (DD.MM.YYYY), `offset` days from today. */
export const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
};

/** A form field by its label, whether or not the label carries the required mark. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
/** Waits until `text` shows somewhere on the page. */
export const see = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();
/** A picture of the page in e2e/screenshots, the whole page unless told otherwise. */
export const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage });

export type Answer = { status: number; body: string };

/** A call with the page's session, as the app makes it. */
export const apiAs = (page: Page, method: string, path: string, body?: unknown): Promise<Answer> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { Authorization: `JWT ${localStorage.getItem('hire.access')}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, body: await response.text() };
    },
    { method, path, body },
  );

/** A call with the page's session; the answer's JSON, once its status is checked. */
export async function apiJson<T>(page: Page, method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const answer = await apiAs(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${answer.body}`).toBe(status);
  return JSON.parse(answer.body) as T;
}

/** Uploads `tinyPdf` as the page's job seeker's CV, through the endpoint the profile screen uses. */
export const uploadCvAs = (page: Page, fileName: string): Promise<Answer> =>
  page.evaluate(
    async ({ pdf, fileName }) => {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), fileName);
      const response = await fetch('/api/accounts/cv/', { method: 'POST', headers: { Authorization: `JWT ${localStorage.getItem('hire.access')}` }, body: form });
      return { status: response.status, body: await response.text() };
    },
    { pdf: tinyPdf.toString('latin1'), fileName },
  );

export type Person = { first: string; last: string; email: string };

/**
 * The app under test for one describe block, called at its top: registers the beforeAll that
 * starts `hire serve` (a fresh database, serving this test run's build of the app) and Chromium,
 * and the afterAll that stops them.
 */
export function browserApp(): BrowserApp {
  const app = new BrowserApp();
  beforeAll(() => app.start());
  afterAll(() => app.stop());
  return app;
}

export class BrowserApp {
  backend!: Backend;
  private browser?: Browser;
  private readonly contexts: BrowserContext[] = [];

  async start(): Promise<void> {
    // Built once for all the files by the global setup of vitest.e2e.config.ts.
    const webDist = inject('webDist');
    if (!webDist) throw new Error('no build of the app: run the browser tests with vitest.e2e.config.ts, whose global setup builds it');
    mkdirSync(screenshots, { recursive: true });
    this.backend = new Backend(webDist);
    await this.backend.start();
    this.browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  }

  async stop(): Promise<void> {
    for (const context of this.contexts) await context.close().catch(() => undefined);
    await this.browser?.close();
    await this.backend?.stop();
  }

  /** The backend's address of `path`. */
  url = (path: string) => `${this.backend.baseUrl}${path}`;

  /** `url` and the page helpers above, for a describe block that works on one page, made before the page exists. */
  onPage(page: () => Page, { fullPage = true } = {}) {
    return {
      url: this.url,
      shot: (name: string) => shot(page(), name, fullPage),
      field: (label: string) => field(page(), label),
      see: (text: string | RegExp) => see(page(), text),
      dialog: () => page().getByRole('dialog'),
    };
  }

  /** A page in a browser context of its own (its own session), on a laptop-sized screen. */
  async newPage({ timeout = 20_000 } = {}): Promise<Page> {
    const context = await this.browser!.newContext({ viewport: { width: 1366, height: 860 }, locale: 'en-US' });
    this.contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    return page;
  }

  /** Fills in the sign-up form (a company's when `who.company` is given) and sends it; `screenshot` pictures the filled form. */
  async register(page: Page, who: Person & { company?: string }, screenshot?: string): Promise<void> {
    await page.goto(this.url('/auth/register'));
    if (who.company) {
      await page.getByText('A company', { exact: true }).click();
      await field(page, 'Company name').fill(who.company);
    }
    await field(page, 'First name').fill(who.first);
    await field(page, 'Last name').fill(who.last);
    await field(page, 'E-mail').fill(who.email);
    await field(page, 'Password').fill(password);
    await field(page, 'Confirm password').fill(password);
    if (screenshot) await shot(page, screenshot);
    await page.getByRole('button', { name: 'Register' }).click();
    await see(page, 'Check your e-mail');
  }

  /** Opens the link of the verification e-mail to `email`. */
  async verify(page: Page, email: string, screenshot?: string): Promise<void> {
    await page.goto(await this.backend.latestLink(email));
    await see(page, 'E-mail verified');
    if (screenshot) await shot(page, screenshot);
  }

  /** Sends the login form; what follows is the caller's to check. */
  async logIn(page: Page, email: string, secret = password): Promise<void> {
    await page.goto(this.url('/auth/login'));
    await field(page, 'E-mail').fill(email);
    await field(page, 'Password').fill(secret);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  /**
   * A company ready to work: registered and verified through the screens, activated by the
   * administrator with `modules` on, and its owner logged in on `page`, greeted on the dashboard.
   */
  async signUpCompany(page: Page, who: Person & { company: string; modules?: Array<'ats' | 'lms'> }): Promise<void> {
    await this.register(page, who);
    await this.verify(page, who.email);
    await this.backend.activateCompany(who.email);
    for (const module of who.modules ?? []) await this.backend.setModule(who.email, module, true);
    await this.logIn(page, who.email);
    await see(page, `Hello, ${who.first}!`);
  }

  /** A job seeker registered and verified through the screens, and logged in on `page`. */
  async signUpJobSeeker(page: Page, who: Person, screenshot?: string): Promise<void> {
    await this.register(page, who, screenshot);
    await this.verify(page, who.email);
    await this.logIn(page, who.email);
    await see(page, `Hello, ${who.first}!`);
  }
}
