import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { chooseOption, password, privacyTermsVersion, screenshots, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the dashboard charts browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const owner = { first: 'Ada', email: `owner@charts-${run}.io`, name: `Charts ${run}` };
const candidate = { first: 'Grace', last: 'Hopper', email: `grace.${run}@gmail.com` };
const analystTitle = `Data Analyst ${run}`;
const designerTitle = `Designer ${run}`;
/** A tiny valid PDF: what the CV upload checks is the "%PDF-" header and the size. */
const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

// The company dashboard's charts over a period, fed by the dashboard's named data calls.
describe.skipIf(!haveBackend)('The dashboard charts in a browser, against the real backend', () => {
  const harness = useHarness();
  const { url, call, companyThroughApi, signIn } = harness;
  let page: Page;
  let analystJob = '';
  let applicationId = '';

  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const figure = async (id: string) => (await page.getByTestId(id).locator('.ant-statistic-content').innerText()).trim();

  /** A user signed up and their e-mail verified. */
  async function signUp(user: Record<string, string>): Promise<void> {
    await call('POST', '/api/auth/users/', { ...user, password, privacy_terms_version: privacyTermsVersion }, 201);
    const link = new URL(await harness.backend.latestLink(user.email));
    await call('POST', '/api/auth/users/activation/', { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') }, 204);
  }

  const accessToken = async (email: string) =>
    (await call<{ access: string }>('POST', '/api/auth/jwt/create/', { email, password }, 200)).access;

  it('a company places a job at a position and publishes another; a candidate applies to the first', async () => {
    // A company signs in once an administrator has activated it.
    const token = await companyThroughApi(owner);

    const department = await call<{ id: string }>('POST', '/api/org/departments/', { name: 'Analytics' }, 201, token);
    const position = await call<{ id: string }>('POST', '/api/org/positions/', { unit_id: department.id, title: 'Analyst', head_count: 1 }, 201, token);
    const job = (title: string) =>
      call<{ id: string }>('POST', '/api/jobs/job/', {
        title,
        employment_type: 'full_time',
        description: 'Turn the sales data into reports the managers read every Monday.',
        publish: true,
      }, 201, token);
    analystJob = (await job(analystTitle)).id;
    await job(designerTitle);
    await call('POST', `/api/jobs/set-job-requirements/${analystJob}/`, { position_id: position.id }, 200, token);

    await signUp({ first_name: candidate.first, last_name: candidate.last, email: candidate.email, user_type: 'jobseeker' });
    const seeker = await accessToken(candidate.email);
    const form = new FormData();
    form.append('file', new Blob([tinyPdf], { type: 'application/pdf' }), 'grace-hopper.pdf');
    const cv = await fetch(url('/api/accounts/cv/'), { method: 'POST', headers: { Authorization: `JWT ${seeker}` }, body: form });
    expect(cv.status, await cv.text()).toBeLessThan(300);
    applicationId = (await call<{ id: string }>('POST', `/api/jobs/job/${analystJob}/apply/`, { cover_letter: null, privacy_terms_version: privacyTermsVersion }, 201, seeker)).id;
  });

  it('the company dashboard shows the application in the charts of the last 30 days', async () => {
    page = await signIn(owner);

    const charts = page.getByTestId('hiring-charts');
    await charts.getByTestId('chart-received').waitFor();
    expect(await figure('chart-received')).toBe('1');
    expect(await figure('chart-hired')).toBe('0');
    expect(await figure('chart-hire-rate')).toBe('0.0%');

    // Two series drawn by the lazily loaded chart library.
    const overTime = charts.getByRole('img', { name: 'Applications over time' });
    // A series of zeros is a flat line, which has no height: attached, not visible.
    await overTime.locator('.recharts-line').nth(1).waitFor({ state: 'attached' });
    expect(await overTime.locator('.recharts-line').count()).toBe(2);

    const statuses = charts.getByRole('list', { name: 'Applicants by status' }).getByRole('listitem');
    expect(await statuses.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual(['Applied: 1']);
    await charts.getByRole('img', { name: 'Applicants by status' }).locator('.recharts-pie-sector').first().waitFor();

    // A bar per live job, the busiest first, its total on the right.
    const vacancies = charts.getByRole('group', { name: 'Vacancies' });
    await vacancies.locator('.recharts-bar-rectangle').first().waitFor();
    const titles = vacancies.locator('.recharts-yAxis-tick-labels').first().locator('a');
    expect(await titles.evaluateAll((links) => links.map((link) => link.querySelector('title')?.textContent))).toEqual([analystTitle, designerTitle]);
    const totals = vacancies.locator('.recharts-yAxis-tick-labels').last().locator('text');
    expect(await totals.allTextContents()).toEqual(['1', '0']);
    await shot('dashboard-charts-01');
  });

  it('the job filter narrows the vacancies, and a job opens its applicants', async () => {
    const vacancies = page.getByTestId('chart-vacancies');
    // Escape closes the list; the next choice waits until it has gone, or its click can land on
    // the list still closing and be lost.
    const listGone = () => page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
    await chooseOption(vacancies.getByLabel('Jobs'), designerTitle);
    await page.keyboard.press('Escape');
    await listGone();
    const titles = vacancies.locator('.recharts-yAxis-tick-labels').first().locator('a');
    await expect.poll(() => titles.count()).toBe(1);
    expect(await titles.first().locator('title').textContent()).toBe(designerTitle);
    expect(new URL(page.url()).searchParams.get('jobs')).not.toBeNull();

    await chooseOption(vacancies.getByLabel('Jobs'), analystTitle);
    await page.keyboard.press('Escape');
    await listGone();
    await expect.poll(() => titles.count()).toBe(2);
    await titles.first().click();
    await page.waitForURL(`**/my-job/${analystJob}`);
  });

  it('a period without applications shows none', async () => {
    await page.goto(url('/?from=2020-01-01&to=2020-01-31'));
    await page.getByTestId('chart-received').waitFor();
    expect(await figure('chart-received')).toBe('0');
    expect(await figure('chart-hire-rate')).toBe('—');
    await page.getByText('No applications in this period.').waitFor();
  });

  it('the applicants for a position link to their pages', async () => {
    await page.goto(url('/'));
    const card = page.getByTestId('position-applicants');
    await chooseOption(card.getByLabel('Position'), 'Analyst');
    const grace = card.getByRole('link', { name: `${candidate.first} ${candidate.last}` });
    await grace.waitFor();
    await card.getByRole('link', { name: analystTitle }).waitFor();
    await shot('dashboard-charts-02-position');
    await grace.click();
    await page.waitForURL(`**/applicant/${applicationId}`);
  });
});
