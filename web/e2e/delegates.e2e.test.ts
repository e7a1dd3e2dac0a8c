import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Backend, hireBin } from './backend';
import { buildWebApp, launchChromium, webDir } from './browser';
import { acceptPrivacyTerms, privacyTermsVersion } from './harness';

const screenshots = join(webDir, 'e2e', 'screenshots');

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the delegated access browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const password = 'Sup3r-secret!';
const companyEmail = `owner@scope-${run}.io`;
const managerEmail = `grace@scope-${run}.io`;
const candidateEmail = `alan.${run}@gmail.com`;
const salesJob = `Account Executive ${run}`;
const engineeringJob = `Rust Engineer ${run}`;
/** A tiny valid PDF: what the CV upload checks is the "%PDF-" header and the size. */
const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

// Issue 12: a company limits an employee to one department; the employee then sees only that
// department's job and its applicant.
describe.skipIf(!haveBackend)('Delegated access to a department, in a browser against the real backend', () => {
  let backend: Backend;
  let browser: Browser;
  let distDir: string;
  let companyPage: Page;
  let managerPage: Page;
  const jobs: Record<'sales' | 'engineering', string> = { sales: '', engineering: '' };

  beforeAll(async () => {
    // Test the current sources, built (production mode, as users get it) into a folder of this
    // test's own, so other browser tests building web/dist at the same time do not disturb it.
    distDir = mkdtempSync(join(tmpdir(), 'hire-e2e-web-'));
    await buildWebApp(distDir);
    mkdirSync(screenshots, { recursive: true });
    backend = new Backend(distDir);
    await backend.start();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await backend?.stop();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  const url = (path: string) => `${backend.baseUrl}${path}`;
  const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
  const see = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

  async function signUp(page: Page, who: { company?: string; first: string; last: string; email: string }) {
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
    await acceptPrivacyTerms(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await see(page, 'Check your e-mail');
    await page.goto(await backend.latestLink(who.email));
    await see(page, 'E-mail verified');
  }

  async function logIn(page: Page, email: string, first: string) {
    await page.goto(url('/auth/login'));
    await field(page, 'E-mail').fill(email);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await see(page, `Hello, ${first}!`);
  }

  /** A call with the page's session, as the app makes it; the answer's JSON, checking its status. */
  async function api<T>(page: Page, method: string, path: string, body: unknown, status: number): Promise<T> {
    const answer = await page.evaluate(
      async ({ method, path, body }) => {
        const headers: Record<string, string> = { Authorization: `JWT ${localStorage.getItem('hire.access')}` };
        if (body !== undefined) headers['Content-Type'] = 'application/json';
        const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
        return { status: response.status, body: await response.text() };
      },
      { method, path, body },
    );
    expect(answer.status, `${method} ${path}: ${answer.body}`).toBe(status);
    return JSON.parse(answer.body) as T;
  }

  /** A published job placed at `positionId`. */
  async function postJob(title: string, positionId: string): Promise<string> {
    const job = await api<{ id: string }>(
      companyPage,
      'POST',
      '/api/jobs/job/',
      {
        title,
        employment_type: 'full_time',
        description: 'Work with a friendly team on the things our customers need most, every day of the week.',
        publish: true,
      },
      201,
    );
    await api(companyPage, 'POST', `/api/jobs/set-job-requirements/${job.id}/`, { position_id: positionId }, 200);
    return job.id;
  }

  it('a company builds two departments with a position and a job each; a candidate applies to both', async () => {
    companyPage = await newPage();
    await signUp(companyPage, { company: `Scope ${run}`, first: 'Ada', last: 'Lovelace', email: companyEmail });
    await backend.activateCompany(companyEmail);
    await backend.setModule(companyEmail, 'ats', true);
    await logIn(companyPage, companyEmail, 'Ada');

    // The structure and the jobs through the API: the org and job screens have tests of their own.
    for (const [key, department, title, job] of [
      ['sales', 'Sales', 'Account Executive', salesJob],
      ['engineering', 'Engineering', 'Rust Engineer', engineeringJob],
    ] as const) {
      const unit = await api<{ id: string }>(companyPage, 'POST', '/api/org/departments/', { name: department }, 201);
      const position = await api<{ id: string }>(companyPage, 'POST', '/api/org/positions/', { unit_id: unit.id, title, head_count: 1 }, 201);
      jobs[key] = await postJob(job, position.id);
    }

    const candidatePage = await newPage();
    await signUp(candidatePage, { first: 'Alan', last: 'Turing', email: candidateEmail });
    await logIn(candidatePage, candidateEmail, 'Alan');
    const cv = await candidatePage.evaluate(async (pdf) => {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'alan-turing.pdf');
      const response = await fetch('/api/accounts/cv/', { method: 'POST', headers: { Authorization: `JWT ${localStorage.getItem('hire.access')}` }, body: form });
      return { status: response.status, body: await response.text() };
    }, tinyPdf.toString('latin1'));
    expect(cv.status, cv.body).toBeLessThan(300);
    for (const id of Object.values(jobs)) {
      await api(candidatePage, 'POST', `/api/jobs/job/${id}/apply/`, { cover_letter: null, privacy_terms_version: privacyTermsVersion }, 201);
    }
    await candidatePage.context().close();
  });

  it('the company adds a Hiring Manager, who sets a password from the invitation', async () => {
    await api(companyPage, 'POST', '/api/accounts/employees/', { email: managerEmail, first_name: 'Grace', last_name: 'Hopper', role: 'hiring_manager' }, 201);
    managerPage = await newPage();
    await managerPage.goto(await backend.latestLink(managerEmail));
    await see(managerPage, 'Set your password');
    await field(managerPage, 'New password').fill(password);
    await field(managerPage, 'Confirm password').fill(password);
    await managerPage.getByRole('button', { name: 'Save password' }).click();
    await managerPage.waitForURL(url('/auth/login'));
  });

  it('on /employees the company grants the employee the Sales department in the access drawer', async () => {
    await companyPage.goto(url('/employees'));
    const row = companyPage.getByRole('row', { name: new RegExp(managerEmail) });
    await row.getByText('Whole company', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Access', exact: true }).click();

    const drawer = companyPage.getByRole('dialog');
    await drawer.getByText('Access of Grace Hopper').waitFor();
    await drawer.getByText('Grace Hopper sees every job of the company and, as their role allows, its applications.').waitFor();
    await drawer.getByLabel('Unit').click();
    await companyPage.locator('.ant-select-tree-node-content-wrapper[title="Sales"]').click();
    await drawer.getByRole('button', { name: 'Grant', exact: true }).click();
    await see(companyPage, 'Access granted.');
    const grants = drawer.getByRole('list', { name: 'Granted units and jobs' });
    await grants.getByText('Sales', { exact: true }).waitFor();
    await drawer.getByText(/^Grace Hopper sees only the jobs of the units/).waitFor();
    await shot(companyPage, 'delegates-01-drawer');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await row.getByText('Limited', { exact: true }).waitFor();
    await row.getByText('Sales', { exact: true }).waitFor();
    expect(await row.getByText('Whole company', { exact: true }).count()).toBe(0);
    await shot(companyPage, 'delegates-02-employees');
  });

  it('the job page\'s Access dialog lists the employee on the Sales job for a unit, and not on the Engineering job', async () => {
    await companyPage.goto(url(`/my-job/${jobs.sales}`));
    await companyPage.getByRole('button', { name: /Access$/ }).click();
    const dialog = companyPage.getByRole('dialog');
    await dialog.getByText('Who sees this job').waitFor();
    await dialog.getByText('The company account always sees every job.', { exact: false }).waitFor();
    const grace = dialog.getByRole('row', { name: /Grace Hopper/ });
    await grace.waitFor();
    expect(await grace.locator('[data-reason]').innerText()).toBe('Unit');
    expect(await grace.locator('[data-reason]').getAttribute('data-reason')).toBe('unit');
    await companyPage.waitForTimeout(500); // the dialog's zoom-in, for the picture
    await shot(companyPage, 'delegates-03-job-access');

    await companyPage.goto(url(`/my-job/${jobs.engineering}`));
    await companyPage.getByRole('button', { name: /Access$/ }).click();
    await companyPage.getByRole('dialog').getByText('No employee sees this job.').waitFor();
  });

  it('the employee signs in and sees only the Sales job and its applicant', async () => {
    await logIn(managerPage, managerEmail, 'Grace');

    await managerPage.goto(url('/all-jobs'));
    await managerPage.getByRole('row', { name: new RegExp(salesJob) }).waitFor();
    const jobRows = managerPage.locator('tbody tr.ant-table-row');
    expect(await jobRows.count()).toBe(1);
    expect(await managerPage.getByText(engineeringJob).count()).toBe(0);
    await shot(managerPage, 'delegates-04-all-jobs');

    await managerPage.goto(url('/all-applicants'));
    const applicant = managerPage.getByRole('row', { name: /Alan Turing/ });
    await applicant.waitFor();
    const applicantRows = managerPage.locator('tbody tr.ant-table-row');
    expect(await applicantRows.count()).toBe(1);
    await applicant.getByText(salesJob).waitFor();
    expect(await managerPage.getByText(engineeringJob).count()).toBe(0);
    await shot(managerPage, 'delegates-05-all-applicants');
  });
});
