import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { acceptPrivacyTerms, chooseOption, password, privacyTermsVersion, screenshots, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the sources browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const owner = { first: 'Ada', email: `owner@sources-${run}.io`, name: `Sources ${run}` };
const seekers = {
  grace: { first_name: 'Grace', last_name: 'Hopper', email: `grace.sources.${run}@gmail.com` },
  alan: { first_name: 'Alan', last_name: 'Turing', email: `alan.sources.${run}@gmail.com` },
};
const title = `Data Analyst ${run}`;

type Applicants = { results: Array<{ id: string; first_name: string | null; attribution?: Record<string, unknown> | null }> };

// Where applications come from (issue 40 §2): a job board's feed link tags the job's address,
// the applicant's browser keeps the tag through signing in and sends it with the application;
// the company reads it on the applicant's page, filters its table by it and counts it in the
// sources report. An application sent without one (through the API, as before) is "Not recorded".
describe.skipIf(!haveBackend)('Application sources in a browser, against the real backend', () => {
  const harness = useHarness();
  const { url, call, companyThroughApi, seekerThroughApi, signIn } = harness;
  let company = '';
  let jobId = '';
  let page: Page;

  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });

  /** A job seeker signed up, their e-mail verified and a CV uploaded: their access token. */

  const applicants = () => call<Applicants>('GET', `/api/jobs/applicantsfortable/${jobId}/`, undefined, 200, company);

  beforeAll(async () => {
    company = await companyThroughApi(owner);
    jobId = (await call<{ id: string }>('POST', '/api/jobs/job/', {
      title,
      employment_type: 'full_time',
      description: 'Turn the sales data into reports the managers read every Monday.',
      publish: true,
    }, 201, company)).id;
    await seekerThroughApi(seekers.grace);
    const alan = await seekerThroughApi(seekers.alan);
    // Sent without a source, as every application before sources were kept.
    await call('POST', `/api/jobs/job/${jobId}/apply/`, { cover_letter: null, privacy_terms_version: privacyTermsVersion }, 201, alan);
  });

  it("a job seeker follows a job board's link, signs in on the way and applies: the application carries the board and the campaign", async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(url(`/job/${jobId}?source=indeed&utm_campaign=spring`));
    await page.waitForURL('**/auth/login?redirectTo=*');
    await page.getByLabel(/^E-mail\*?$/).fill(seekers.grace.email);
    await page.getByLabel(/^Password\*?$/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`**/job/${jobId}?source=indeed&utm_campaign=spring`);

    await page.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Cover letter').fill('Your Indeed post caught my eye.');
    await acceptPrivacyTerms(dialog);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Your application has been sent.').first().waitFor();
    await context.close();

    const grace = (await applicants()).results.find((card) => card.first_name === 'Grace');
    expect(grace?.attribution).toMatchObject({ source: 'job_board', board: 'indeed', utm_campaign: 'spring' });
  });

  it("the company reads the board and the campaign on the applicant's page, and \"Not recorded\" for the application without one", async () => {
    page = await signIn(owner);
    const { results } = await applicants();
    const grace = results.find((card) => card.first_name === 'Grace')!;
    const alan = results.find((card) => card.first_name === 'Alan')!;

    await page.goto(url(`/applicant/${grace.id}`));
    const source = page.getByTestId('application-source');
    await source.waitFor();
    expect(await source.getAttribute('data-source')).toBe('job_board');
    expect((await source.innerText()).replace(/\s+/g, ' ').trim()).toBe('Job board indeed');
    await page.locator('.ant-descriptions-item', { hasText: 'Campaign' }).getByText('spring').waitFor();
    await shot('sources-01-applicant');

    await page.goto(url(`/applicant/${alan.id}`));
    await page.getByTestId('application-source').getByText('Not recorded').waitFor();
    expect(await page.locator('.ant-descriptions-item', { hasText: 'Campaign' }).count()).toBe(0);
  });

  it("the company filters the job's table by Job board, which the URL keeps", async () => {
    await page.goto(url(`/my-job/${jobId}?view=table`));
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    await chooseOption(page.getByLabel('All sources'), 'Job board');
    await page.waitForURL(/[?&]source=job_board\b/);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('Grace Hopper');
    expect(await rows.first().getByTestId('application-source').innerText()).toContain('indeed');
    await shot('sources-02-table');

    await page.reload();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('Grace Hopper');
  });

  it('the Sources report counts the board apart from the applications without a source', async () => {
    await page.goto(url('/reports'));
    await page.getByRole('tab', { name: 'Sources' }).click();
    await page.waitForURL(/[?&]tab=sources\b/);
    const row = (source: string, board?: string) =>
      page.locator(`[data-testid="source-row"][data-source="${source}"]${board ? `[data-board="${board}"]` : ''}`);
    const cells = async (source: string, board?: string) =>
      (await row(source, board).locator(':scope > td').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

    await row('job_board', 'indeed').waitFor();
    // The source, then each stage (applied first), then the hire rate.
    const indeed = await cells('job_board', 'indeed');
    expect([indeed[0], indeed[1], indeed.at(-1)]).toEqual(['Job board indeed', '1', '0.0%']);
    const unknown = await cells('unknown');
    expect([unknown[0], unknown[1]]).toEqual(['Not recorded', '1']);
    await shot('sources-03-report');
  });
});
