import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { acceptPrivacyTerms, password, screenshots, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the org chart browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const companyEmail = `owner@org-${run}.io`;

/** A day as the date picker shows it (DD.MM.YYYY), `offset` days from today. */
const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
};

describe.skipIf(!haveBackend)('The org chart in a browser, against the real backend', () => {
  const harness = useHarness();
  let page: Page;

  beforeAll(async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
  });

  const { url } = harness;
  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
  const see = (text: string | RegExp) => page.getByText(text).first().waitFor();
  const dialog = () => page.getByRole('dialog');
  /** A unit's or position's line in the tree. */
  const row = (name: string) => page.locator('.org-row', { has: page.getByText(name, { exact: true }) });
  const menu = async (name: string, item: string) => {
    await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
  };
  const submit = async (button: string) => {
    await dialog().getByRole('button', { name: button, exact: true }).click();
    await dialog().waitFor({ state: 'hidden' });
  };

  it('a fresh company signs in and opens the empty org chart from the side menu', async () => {
    await page.goto(url('/auth/register'));
    await page.getByText('A company', { exact: true }).click();
    await field('Company name').fill(`Org ${run}`);
    await field('First name').fill('Ada');
    await field('Last name').fill('Lovelace');
    await field('E-mail').fill(companyEmail);
    await field('Password').fill(password);
    await field('Confirm password').fill(password);
    await acceptPrivacyTerms(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await see('Check your e-mail');
    await page.goto(await harness.backend.latestLink(companyEmail));
    await see('E-mail verified');
    await harness.backend.activateCompany(companyEmail);

    await page.goto(url('/auth/login'));
    await field('E-mail').fill(companyEmail);
    await field('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await see('Hello, Ada!');

    // Not module-gated: a company without ats or lms has it.
    await page.locator('nav').getByRole('link', { name: 'Org chart' }).click();
    await page.waitForURL(url('/org-chart'));
    await see('No departments yet. Add the first one.');
  });

  it('builds a department, a division under it and a position with two places, shown as 0/2 up the tree', async () => {
    await page.getByRole('button', { name: 'Add department' }).click();
    await dialog().getByLabel(/^Name/).fill('Engineering');
    await submit('Add');
    await row('Engineering').waitFor();

    await menu('Engineering', 'Add division');
    await dialog().getByText('Add a division to Engineering').waitFor();
    await dialog().getByLabel(/^Name/).fill('Platform');
    await submit('Add');
    await row('Platform').waitFor();

    await menu('Platform', 'Add position');
    await dialog().getByLabel(/^Title/).fill('Rust engineer');
    await dialog().getByLabel(/^Head count/).fill('2');
    await submit('Add');

    await row('Rust engineer').getByText('0/2', { exact: true }).waitFor();
    await row('Platform').getByText('0/2', { exact: true }).waitFor();
    await row('Engineering').getByText('0/2', { exact: true }).waitFor();
    expect(await row('Platform').getByText('Division', { exact: true }).isVisible()).toBe(true);
    await see('Units: 2 · Positions: 1 · Places filled: 0 of 2');
    await shot('org-01-built');
  });

  it('renames the division', async () => {
    await menu('Platform', 'Rename');
    const name = dialog().getByLabel(/^Name/);
    await expect.poll(() => name.inputValue()).toBe('Platform');
    await name.fill('Platform team');
    await submit('Save');
    await row('Platform team').waitFor();
    expect(await row('Platform').count()).toBe(0);
    await row('Platform team').getByText('0/2', { exact: true }).waitFor();
    await shot('org-02-renamed');
  });

  it("as of yesterday, the department did not exist yet: the chart is empty and read-only", async () => {
    const yesterday = day(-1);
    const picker = page.getByLabel('As of');
    await picker.click();
    await picker.fill(yesterday);
    await picker.press('Enter');
    await page.locator('.ant-picker-dropdown').waitFor({ state: 'hidden' });

    await see(`There was no structure on ${yesterday}.`);
    await see(`This is the chart as it was on ${yesterday}. Past charts cannot be changed.`);
    expect(new URL(page.url()).searchParams.get('at')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await page.getByText('Engineering', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add department' }).count()).toBe(0);
    await shot('org-03-yesterday');

    await page.getByRole('button', { name: 'Back to today' }).click();
    await row('Engineering').waitFor();
    await row('Platform team').waitFor();
  });
});
