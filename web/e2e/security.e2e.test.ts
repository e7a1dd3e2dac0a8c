import { describe, expect, test } from 'vitest';
import { password, useHarness } from './harness';

describe('the web app under its Content-Security-Policy', () => {
  const harness = useHarness({ cspViolationsExpected: true });

  test('a script injected into a page does not run, and the browser reports it', async () => {
    const page = await (await harness.browser.newContext()).newPage();
    await page.goto(harness.url('/auth/login'));
    await page.getByRole('button', { name: 'Log in' }).waitFor();

    const outcome = await page.evaluate(
      () =>
        new Promise<{ directive: string; ran: boolean }>((resolve) => {
          document.addEventListener(
            'securitypolicyviolation',
            (event) => resolve({ directive: event.effectiveDirective, ran: 'injected' in window }),
            { once: true },
          );
          const script = document.createElement('script');
          script.textContent = 'window.injected = true';
          document.body.append(script);
        }),
    );

    expect(outcome).toEqual({ directive: 'script-src-elem', ran: false });
    await expect.poll(() => harness.backend.cspViolations().join('\n'), { timeout: 10_000 }).toContain('script-src-elem');
  });

  test('another site cannot show the app in a frame', async () => {
    const page = await (await harness.browser.newContext()).newPage();

    await page.setContent(`<iframe title="hire" src="${harness.url('/auth/login')}"></iframe>`);

    await expect.poll(() => harness.backend.cspViolations().join('\n'), { timeout: 10_000 }).toContain('frame-ancestors');
    expect(await page.frameLocator('iframe').getByRole('button', { name: 'Log in' }).count()).toBe(0);
  });

  test('after ten wrong passwords the login screen says when to try again, even with the right one', async () => {
    const owner = { name: 'Guarded Ltd', email: 'owner@guarded-ltd.com', first: 'Gina' };
    await harness.companyThroughApi(owner);
    for (let guess = 0; guess < 10; guess += 1) {
      await harness.call('POST', '/api/auth/jwt/create/', { email: owner.email, password: `guess-${guess}` }, 401);
    }
    const page = await (await harness.browser.newContext({ locale: 'en-US' })).newPage();

    await page.goto(harness.url('/auth/login'));
    await page.getByLabel(/^E-mail\*?$/).fill(owner.email);
    await page.getByLabel(/^Password\*?$/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();

    await page.getByRole('alert').filter({ hasText: 'Too many attempts. Try again in 15 min.' }).waitFor();
    expect(page.url()).toContain('/auth/login');
  });
});
