import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { acceptPrivacyTerms, chooseOption, password, screenshots, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the employees browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const companyEmail = `owner@staff-${run}.io`;
const employeeEmail = `grace@staff-${run}.io`;

/** A day as the screen shows it (DD.MM.YYYY), `offset` days from today. */
const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
};

describe.skipIf(!haveBackend)('Employees in the structure, in a browser against the real backend', () => {
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
  const employeeRow = () => page.getByRole('row', { name: new RegExp(employeeEmail) });
  const cell = (text: string) => employeeRow().getByRole('cell', { name: text, exact: true });
  const inRow = (text: string) => employeeRow().getByText(text, { exact: true });

  /** A call with the page's session, as the app makes it; the answer's JSON. */
  const apiAs = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const answer = await page.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(path, {
          method,
          headers: { Authorization: `JWT ${localStorage.getItem('hire.access')}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.text() };
      },
      { method, path, body },
    );
    expect(answer.status, answer.body).toBe(201);
    return JSON.parse(answer.body) as T;
  };

  it('a fresh company signs in and builds a department with a position through the API', async () => {
    await page.goto(url('/auth/register'));
    await page.getByText('A company', { exact: true }).click();
    await field('Company name').fill(`Staff ${run}`);
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

    const department = await apiAs<{ id: string }>('POST', '/api/org/departments/', { name: 'Engineering' });
    await apiAs('POST', '/api/org/positions/', { unit_id: department.id, title: 'Rust engineer', head_count: 2 });
  });

  it('adds an employee placed in that position with a hired date, and sees position and unit in the table', async () => {
    await page.locator('nav').getByRole('link', { name: 'Employees' }).click();
    await page.waitForURL(url('/employees'));
    await page.getByRole('button', { name: 'Add employee' }).click();
    await dialog().getByLabel(/^E-mail/).fill(employeeEmail);
    await dialog().getByLabel(/^First name/).fill('Grace');
    await dialog().getByLabel(/^Last name/).fill('Hopper');
    await chooseOption(dialog().getByLabel(/^Role/), 'Hiring Manager', { text: true });
    await chooseOption(dialog().getByLabel(/^Position/), 'Engineering — Rust engineer', { text: true });
    const hired = dialog().getByLabel(/^Hired date/);
    await hired.click();
    await hired.fill(day(-30));
    await hired.press('Enter');
    await page.locator('.ant-picker-dropdown').waitFor({ state: 'hidden' });
    await shot('employees-01-add-placed');
    await dialog().getByRole('button', { name: 'Send invitation' }).click();
    await dialog().waitFor({ state: 'hidden' });

    // The position, with its unit under it.
    await inRow('Rust engineer').waitFor();
    await inRow('Engineering').waitFor();
    await cell(day(-30)).waitFor();
    await cell('Hiring Manager').waitFor();
    expect(await inRow('Active').isVisible()).toBe(true);
    await shot('employees-02-placed');
  });

  it('deactivates the employee after a confirmation and sees them inactive, signed off today', async () => {
    await employeeRow().getByRole('button', { name: 'Deactivate' }).click();
    await dialog().getByText('Deactivate Grace Hopper?').waitFor();
    await dialog().getByText(/signed out everywhere at once .* Their history is kept\./).waitFor();
    expect(await dialog().getByLabel('Sign-off date').inputValue()).toBe(day(0));
    await page.waitForTimeout(500); // the dialog's zoom-in, for the picture
    await shot('employees-03-deactivate');
    await dialog().getByRole('button', { name: 'Deactivate', exact: true }).click();
    await dialog().waitFor({ state: 'hidden' });

    await see('The employee is deactivated and signed out everywhere.');
    await inRow('Inactive').waitFor();
    await cell(day(0)).waitFor();
    expect(await employeeRow().getByRole('button', { name: 'Activate' }).isVisible()).toBe(true);
    // The position stays theirs; they no longer fill it.
    await inRow('Rust engineer').waitFor();
    await shot('employees-04-deactivated');
  });

  it('at 1440 px an e-mail address and the sign-off date each read on one line', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const lines = (text: string) =>
      page
        .locator('.ant-table')
        .getByText(text, { exact: true })
        .first()
        .evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
        });
    expect(await lines(employeeEmail)).toBe(1);
    expect(await lines('Sign-off date')).toBe(1);
    await shot('employees-05-wide');
  });
});
