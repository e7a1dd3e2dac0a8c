import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { webDir } from './browser';
import { password, privacyTermsVersion, screenshots, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the social login browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);

type OpenIdProvider = { issuer: string; stop: () => Promise<void> };

/** The real OpenID provider of e2e/oidc/provider.mjs, letting its client `hire` return to `redirectUri`. */
async function startOpenIdProvider(redirectUri: string): Promise<OpenIdProvider> {
  const child: ChildProcess = spawn(process.execPath, [join(webDir, 'e2e', 'oidc', 'provider.mjs')], {
    env: { ...process.env, REDIRECT_URIS: redirectUri },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The reader stays open for the provider's life: a pipe nobody reads would make its later
  // writes fail (EPIPE) and end it.
  const lines = createInterface({ input: child.stdout! });
  const issuer = await new Promise<string>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { issuer: string }).issuer));
    child.once('exit', (code) => reject(new Error(`the OpenID provider exited with ${code} before it listened`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { issuer, stop };
}

// A person signs in with a real OpenID provider from Hire's login screen (authorization code
// flow with PKCE, the ID token checked by the backend) and comes back signed in; an e-mail that
// already has a password account must first allow the provider through the e-mailed link; an
// e-mail the provider has not verified is refused.
describe.skipIf(!haveBackend)('Social login in a browser, against the real backend and a real OpenID provider', () => {
  let provider: OpenIdProvider | undefined;
  // The provider must know Hire's return page, so it starts once the backend's address is known.
  const harness = useHarness({
    env: async (hireUrl) => {
      provider = await startOpenIdProvider(`${hireUrl}/auth/login/test`);
      return {
        HIRE_OIDC_TEST_ISSUER: provider.issuer,
        HIRE_OIDC_TEST_CLIENT_ID: 'hire',
        HIRE_OIDC_TEST_CLIENT_SECRET: 'hire-secret',
        HIRE_OIDC_TEST_LABEL: 'Test ID',
      };
    },
  });
  const { url, call } = harness;

  afterAll(async () => {
    await provider?.stop();
  });

  const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });

  /** A browser of its own each time, so that no earlier session at the provider skips its form. */
  async function newPage(): Promise<Page> {
    const context = await harness.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  /** From Hire's login screen to the provider's form and, signed in there as `email`, back to Hire. */
  async function signInWithProvider(page: Page, email: string, name: string) {
    await page.goto(url('/auth/login'));
    await page.getByRole('button', { name: 'Continue with Test ID' }).click();
    await page.getByRole('heading', { name: 'Test identity provider' }).waitFor();
    expect(new URL(page.url()).origin).toBe(provider!.issuer);
    await page.getByLabel('E-mail').fill(email);
    await shot(page, `${name}-provider-form`);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  const signedInUser = async (page: Page) => {
    const access = await page.evaluate(() => window.localStorage.getItem('hire.access'));
    return call<{ email: string; user_type: string; first_name: string }>('GET', '/api/auth/users/me/', undefined, 200, access ?? undefined);
  };

  /** The link of the e-mail that lets the provider sign in to `email`'s account. */
  async function socialLinkMailedTo(email: string): Promise<URL> {
    let link: string | undefined;
    await expect
      .poll(async () => {
        link = (await harness.backend.outbox(email)).find((mail) => mail.link?.includes('/auth/link-social/confirm'))?.link;
        return link;
      }, { timeout: 10_000 })
      .toBeDefined();
    return new URL(link!, harness.backend.baseUrl);
  }

  it('a new person signs in with the provider and lands as a job seeker', async () => {
    const email = `newcomer.${run}@example.com`;
    const page = await newPage();
    await signInWithProvider(page, email, 'social-01');

    await page.waitForURL(url('/'));
    await page.getByText('You are logged in.').waitFor();
    await page.getByText('Hello, Social!').first().waitFor();
    await page.getByRole('link', { name: 'My applications' }).first().waitFor();
    await shot(page, 'social-02-new-jobseeker-dashboard');
    expect(await signedInUser(page)).toMatchObject({ email, user_type: 'jobseeker', first_name: 'Social' });
  });

  it('a job seeker with a password allows the provider through the e-mailed link, and then signs in with it', async () => {
    const email = `seeker.${run}@example.com`;
    await call('POST', '/api/auth/users/', {
      first_name: 'Alan', last_name: 'Turing', email, password, user_type: 'jobseeker', privacy_terms_version: privacyTermsVersion,
    }, 201);
    const verification = new URL(await harness.backend.latestLink(email));
    await call('POST', '/api/auth/users/activation/', {
      uid: verification.searchParams.get('uid'), token: verification.searchParams.get('token'),
    }, 204);

    const refused = await newPage();
    await signInWithProvider(refused, email, 'social-10');
    await refused.waitForURL(url('/auth/login'));
    await refused.getByText('You have logged in with another social account or with your e-mail before. Please use that one.').waitFor();
    await shot(refused, 'social-11-login-other-social');

    const link = await socialLinkMailedTo(email);
    expect(link.pathname).toBe('/auth/link-social/confirm');
    await refused.goto(link.toString());
    await refused.getByText('Sign-in allowed').waitFor();
    await shot(refused, 'social-12-link-confirmed');
    await refused.getByRole('button', { name: 'Go to login' }).click();
    await refused.waitForURL(url('/auth/login'));

    const allowed = await newPage();
    await signInWithProvider(allowed, email, 'social-13');
    await allowed.waitForURL(url('/'));
    await allowed.getByText('Hello, Alan!').first().waitFor();
    expect(await signedInUser(allowed)).toMatchObject({ email, user_type: 'jobseeker', first_name: 'Alan' });
  });

  it('an e-mail the provider has not verified is refused on the login screen', async () => {
    const page = await newPage();
    await signInWithProvider(page, `unverified.${run}@example.com`, 'social-20');
    await page.waitForURL(url('/auth/login'));
    await page.getByText('The provider has not verified your e-mail address. Verify it there, or register with your e-mail.').waitFor();
    await shot(page, 'social-21-email-unverified');
    expect(await page.evaluate(() => window.localStorage.getItem('hire.access'))).toBeNull();
  });
});
