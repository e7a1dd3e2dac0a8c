import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { Backend, type BackendEnv } from './backend';
import { buildWebApp, launchChromium, webDir } from './browser';

export const screenshots = join(webDir, 'e2e', 'screenshots');
export const password = 'Sup3r-secret!';

/**
 * The version of the privacy terms that every sign-up and application accepts: what
 * GET /api/privacy/terms/ gives (e2e/privacy.e2e.test.ts checks that they agree).
 */
export const privacyTermsVersion = '2026-11-26';
/** The smallest PDF the CV upload accepts. */
export const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Ticks "I accept the privacy terms" on the register form or in the apply dialog. */
export const acceptPrivacyTerms = (scope: Page | Locator) =>
  scope.getByRole('checkbox', { name: /I accept the privacy terms/ }).check();

/**
 * Waits until `scope` and everything in it stop moving. A click during a dialog's zoom-in can
 * land beside its target: Playwright may measure the box between two slow animation frames.
 */
export const settled = (scope: Locator) =>
  scope.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));

/**
 * Opens an antd Select and picks the option whose title (or, with `{ text: true }`, whose
 * text) is `option`, once the dropdown has stopped sliding in: a click measured mid-slide can
 * land beside the option and close the dropdown with nothing chosen.
 */
export async function chooseOption(select: Locator, option: string, { text = false }: { text?: boolean } = {}): Promise<void> {
  await select.click();
  const options = select.page().locator('.ant-select-dropdown:visible .ant-select-item-option');
  const item = (text ? options.filter({ hasText: option }) : options.and(select.page().locator(`[title="${option}"]`))).first();
  await item.waitFor();
  await settled(item.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select-dropdown ")]'));
  await item.click();
}

export type Owner = { name: string; email: string; first: string };

/** What a browser test works with: the backend serving the built app, and Chromium. */
export type Harness = {
  backend: Backend;
  browser: Browser;
  url: (path: string) => string;
  /** A call to the API, the answer's JSON, checking its status. */
  call: <T>(method: string, path: string, body: unknown, status: number, token?: string) => Promise<T>;
  /** A company signed up and activated through the API (with the ats module when asked): its access token. */
  companyThroughApi: (owner: Owner, options?: { ats?: boolean }) => Promise<string>;
  /** A job seeker signed up, activated and with a CV uploaded through the API: their access token. */
  seekerThroughApi: (person: { first_name: string; last_name: string; email: string }) => Promise<string>;
  /** A new page signed in through the login screen as `owner`, in English. */
  signIn: (owner: Owner, viewport?: { width: number; height: number }) => Promise<Page>;
};

/**
 * Starts, for one test file, the backend serving the current sources (built in production mode,
 * as users get them, into a folder of the file's own, so browser tests building at the same
 * time do not disturb each other) and Chromium; stops both after the file. `env` is given to
 * the backend besides its usual settings. Every file runs the app under its
 * Content-Security-Policy, and fails if a browser reported a violation, unless it provokes
 * them on purpose (`cspViolationsExpected`).
 */
export function useHarness({ env, cspViolationsExpected = false }: { env?: BackendEnv; cspViolationsExpected?: boolean } = {}): Harness {
  const harness = {} as Harness;
  let distDir: string | undefined;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'hire-e2e-web-'));
    await buildWebApp(distDir);
    mkdirSync(screenshots, { recursive: true });
    harness.backend = new Backend(distDir, env);
    await harness.backend.start();
    harness.browser = await launchChromium();
  });

  // A failure on CI leaves only the test output behind: what the pages showed and the
  // backend's last log lines go there and into the screenshots.
  beforeEach(({ onTestFailed, task }) => {
    onTestFailed(async () => {
      const pages = harness.browser?.contexts().flatMap((context) => context.pages()) ?? [];
      for (const [index, page] of pages.entries()) {
        const file = join(screenshots, `failed-${task.name.replace(/\W+/g, '-').slice(0, 60)}-${index}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        console.error(`Page ${index} was at ${page.url()} (screenshot ${file}).`);
      }
      console.error(`The backend's last log lines:\n${harness.backend?.logTail(60) ?? ''}`);
    });
  });

  afterAll(async () => {
    await harness.browser?.close();
    // Reports arrive on their own requests: give the last ones time to be logged.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const violations = harness.backend?.cspViolations() ?? [];
    await harness.backend?.stop();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
    if (!cspViolationsExpected) expect(violations, 'the pages broke their Content-Security-Policy').toEqual([]);
  });

  harness.url = (path) => `${harness.backend.baseUrl}${path}`;

  harness.call = async <T>(method: string, path: string, body: unknown, status: number, token?: string): Promise<T> => {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `JWT ${token}`;
    if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
    const payload = body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);
    const response = await fetch(harness.url(path), { method, headers, body: payload });
    const text = await response.text();
    expect(response.status, `${method} ${path}: ${text}`).toBe(status);
    return (text ? JSON.parse(text) : null) as T;
  };

  harness.companyThroughApi = async (owner, { ats = true } = {}) => {
    const { call, backend } = harness;
    await call('POST', '/api/auth/users/', {
      first_name: owner.first, last_name: 'Owner', email: owner.email, password, user_type: 'company', company_name: owner.name,
      privacy_terms_version: privacyTermsVersion,
    }, 201);
    const link = new URL(await backend.latestLink(owner.email));
    await call('POST', '/api/auth/users/activation/', { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') }, 204);
    await backend.activateCompany(owner.email);
    if (ats) await backend.setModule(owner.email, 'ats', true);
    return (await call<{ access: string }>('POST', '/api/auth/jwt/create/', { email: owner.email, password }, 200)).access;
  };

  harness.seekerThroughApi = async (person) => {
    const { call, backend } = harness;
    await call('POST', '/api/auth/users/', { ...person, password, user_type: 'jobseeker', privacy_terms_version: privacyTermsVersion }, 201);
    const link = new URL(await backend.latestLink(person.email));
    await call('POST', '/api/auth/users/activation/', { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') }, 204);
    const token = (await call<{ access: string }>('POST', '/api/auth/jwt/create/', { email: person.email, password }, 200)).access;
    const form = new FormData();
    form.append('file', new Blob([tinyPdf], { type: 'application/pdf' }), `${person.first_name}.pdf`);
    const cv = await fetch(harness.url('/api/accounts/cv/'), { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form });
    expect(cv.status, await cv.text()).toBeLessThan(300);
    return token;
  };

  harness.signIn = async (owner, viewport = { width: 1366, height: 900 }) => {
    const context = await harness.browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(harness.url('/auth/login'));
    await page.getByLabel(/^E-mail\*?$/).fill(owner.email);
    await page.getByLabel(/^Password\*?$/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText(`Hello, ${owner.first}!`).first().waitFor();
    return page;
  };

  return harness;
}
