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
  console.warn(`\nSKIPPING the competency evaluation browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const password = 'Sup3r-secret!';
const companyEmail = `owner@skills-${run}.io`;
const candidateEmail = `grace.${run}@gmail.com`;
/** A tiny valid PDF: what the CV upload checks is the "%PDF-" header and the size. */
const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A day as the date picker shows it (DD.MM.YYYY), `offset` days from today. */
const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
};

// Issue 12: a job evaluated against the competencies of the position it was posted for.
describe.skipIf(!haveBackend)('Evaluating an interview against the job\'s competencies, in a browser', () => {
  let backend: Backend;
  let browser: Browser;
  let distDir: string;
  let companyPage: Page;
  let candidatePage: Page;
  let applicationId = '';

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

  it('a company gives a position two competencies and posts a job evaluated against them; a candidate applies', async () => {
    companyPage = await newPage();
    await signUp(companyPage, { company: `Skills ${run}`, first: 'Ada', last: 'Lovelace', email: companyEmail });
    await backend.activateCompany(companyEmail);
    await backend.setModule(companyEmail, 'ats', true);
    await logIn(companyPage, companyEmail, 'Ada');

    // The structure, the competency model and the job's requirements through the API: the org
    // screens have tests of their own.
    const department = await api<{ id: string }>(companyPage, 'POST', '/api/org/departments/', { name: 'Sales' }, 201);
    const position = await api<{ id: string }>(
      companyPage, 'POST', '/api/org/positions/', { unit_id: department.id, title: 'Account Executive', head_count: 1 }, 201,
    );
    for (const competency of [
      { category: 5, name: 'Negotiation', required_level: 3 },
      { category: 1, name: 'Grit', required_level: 4 },
    ]) {
      await api(companyPage, 'POST', '/api/org/competency-model/', { position_id: position.id, ...competency }, 201);
    }
    const job = await api<{ id: string }>(
      companyPage,
      'POST',
      '/api/jobs/job/',
      {
        title: `Account Executive ${run}`,
        employment_type: 'full_time',
        description: 'Win and keep the accounts of our largest customers, negotiating the terms with them.',
        publish: true,
      },
      201,
    );
    const required = await api<{ competencies: Array<{ name: string }> }>(
      companyPage, 'POST', `/api/jobs/set-job-requirements/${job.id}/`, { position_id: position.id }, 200,
    );
    expect(required.competencies.map((competency) => competency.name).sort()).toEqual(['Grit', 'Negotiation']);

    // The candidate applies as the hiring test's job seekers do outside the apply screen.
    candidatePage = await newPage();
    await signUp(candidatePage, { first: 'Grace', last: 'Hopper', email: candidateEmail });
    await logIn(candidatePage, candidateEmail, 'Grace');
    const cv = await candidatePage.evaluate(async (pdf) => {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'grace-hopper.pdf');
      const response = await fetch('/api/accounts/cv/', { method: 'POST', headers: { Authorization: `JWT ${localStorage.getItem('hire.access')}` }, body: form });
      return { status: response.status, body: await response.text() };
    }, tinyPdf.toString('latin1'));
    expect(cv.status, cv.body).toBeLessThan(300);
    applicationId = (await api<{ id: string }>(candidatePage, 'POST', `/api/jobs/job/${job.id}/apply/`, { cover_letter: null, privacy_terms_version: privacyTermsVersion }, 201)).id;
  });

  it('the company schedules an interview with itself as the interviewer', async () => {
    await companyPage.goto(url(`/applicant/${applicationId}`));
    await companyPage.getByRole('button', { name: 'Schedule interview' }).click();
    const dialog = companyPage.getByRole('dialog');
    await dialog.getByText('Schedule an interview with Grace Hopper').waitFor();
    for (const [label, value] of [[/^Date/, day(1)], [/^Start/, '10:00'], [/^End/, '11:00']] as const) {
      const input = dialog.getByLabel(label);
      await input.click();
      await input.fill(value);
      await input.press('Enter');
    }
    await dialog.getByText('Ada Lovelace (you)').waitFor();
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await see(companyPage, 'The interview is scheduled.');
    await companyPage.getByTestId('interview').waitFor();
  });

  it('rates both competencies in the evaluation dialog, against their required levels', async () => {
    await companyPage.getByTestId('interview').getByRole('button', { name: 'Start', exact: true }).click();
    await companyPage.getByRole('button', { name: 'Evaluate' }).click();
    const dialog = companyPage.getByRole('dialog');
    await dialog.getByText("Rate each of the job's competencies from 1 to 5; the level the job requires is shown under each.").waitFor();
    // No per-category ratings for a job with requirements: one per competency, under its category.
    expect(await dialog.locator('[data-testid^="category-"]').count()).toBe(0);
    const competency = (name: string) => dialog.locator(`[data-testid="competency-rating"][data-name="${name}"]`);
    await dialog.getByRole('region', { name: 'Personal Attributes' }).getByText('Grit').waitFor();
    await dialog.getByRole('region', { name: 'Soft Skills' }).getByText('Negotiation').waitFor();
    await competency('Negotiation').getByText('Required: 3 · Proficient').waitFor();
    await competency('Grit').getByText('Required: 4 · Advanced').waitFor();

    // Rating only one is refused before anything is sent.
    await competency('Negotiation').locator('.ant-rate-star').nth(3).click();
    await dialog.getByRole('button', { name: 'Submit evaluation' }).click();
    await dialog.getByText('Rate every competency.').waitFor();

    await competency('Grit').locator('.ant-rate-star').nth(2).click();
    await competency('Grit').getByPlaceholder('Comment (optional)').fill('Gave up on the hard case.');
    await dialog.getByLabel('Overall comment').fill('Persuasive, needs more stamina.');
    await shot(companyPage, 'competency-01-evaluation');
    await dialog.getByRole('button', { name: 'Submit evaluation' }).click();
    await see(companyPage, 'Your evaluation is submitted.');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('sees the result per competency: Negotiation meets its level, Grit misses it', async () => {
    const row = (name: string) => companyPage.locator(`[data-testid="competency-result"][data-name="${name}"]`);
    await see(companyPage, 'By competency');
    await row('Negotiation').waitFor();
    const header = await companyPage.getByRole('columnheader').allInnerTexts();
    expect(header.map((text) => text.trim())).toEqual(['Competency', 'Ada Lovelace', 'Average', 'Required', 'Result']);

    expect(await row('Negotiation').getAttribute('data-meets')).toBe('true');
    await row('Negotiation').getByText('Meets', { exact: true }).waitFor();
    await row('Negotiation').getByText('3 · Proficient').waitFor();
    await row('Negotiation').getByText('4.0').waitFor();

    expect(await row('Grit').getAttribute('data-meets')).toBe('false');
    await row('Grit').getByText('Below', { exact: true }).waitFor();
    await row('Grit').getByText('4 · Advanced').waitFor();
    await row('Grit').getByText('3.0').waitFor();
    await see(companyPage, 'Required level met: 1 of 2');

    // The per-evaluator view stays, naming the competencies.
    const evaluation = companyPage.getByTestId('evaluation');
    await evaluation.getByText('Ada Lovelace · 3.5').waitFor();
    await evaluation.getByText('Gave up on the hard case.').waitFor();
    await shot(companyPage, 'competency-02-results');

    // Still there after a reload: the results come from the server.
    await companyPage.reload();
    await row('Grit').waitFor();
    expect(await row('Grit').getAttribute('data-meets')).toBe('false');
    expect(await row('Negotiation').getAttribute('data-meets')).toBe('true');
  });
});
