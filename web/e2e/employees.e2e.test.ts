import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiJson, browserApp, day, haveBackendFor, run } from './harness';

const haveBackend = haveBackendFor('the employees browser test');

const companyEmail = `owner@staff-${run}.io`;
const employeeEmail = `grace@staff-${run}.io`;

describe.skipIf(!haveBackend)('Employees in the structure, in a browser against the real backend', () => {
  const app = browserApp();
  let page: Page;
  beforeAll(async () => (page = await app.newPage()));
  const { url, shot, see, dialog } = app.onPage(() => page);
  const employeeRow = () => page.getByRole('row', { name: new RegExp(employeeEmail) });
  const cell = (text: string) => employeeRow().getByRole('cell', { name: text, exact: true });
  const inRow = (text: string) => employeeRow().getByText(text, { exact: true });

  /** A call with the page's session, as the app makes it; the answer's JSON. */
  const apiAs = <T>(method: string, path: string, body: unknown) => apiJson<T>(page, method, path, body, 201);

  it('a fresh company signs in and builds a department with a position through the API', async () => {
    await app.signUpCompany(page, { company: `Staff ${run}`, first: 'Ada', last: 'Lovelace', email: companyEmail });

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
    await dialog().getByLabel(/^Role/).click();
    await page.locator('.ant-select-item-option', { hasText: 'Hiring Manager' }).click();
    await dialog().getByLabel(/^Position/).click();
    await page.locator('.ant-select-item-option', { hasText: 'Engineering — Rust engineer' }).click();
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
});
