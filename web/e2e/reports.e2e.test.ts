import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { chooseOption, privacyTermsVersion, screenshots, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the reports browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const owner = { first: 'Ada', email: `owner@reports-${run}.io`, name: `Reports ${run}` };
const seekers = {
  grace: { first_name: 'Grace', last_name: 'Hopper', email: `grace.${run}@gmail.com` },
  alan: { first_name: 'Alan', last_name: 'Turing', email: `alan.${run}@gmail.com` },
  katherine: { first_name: 'Katherine', last_name: 'Johnson', email: `katherine.${run}@gmail.com` },
};
const analystTitle = `Data Analyst ${run}`;
const designerTitle = `Designer ${run}`;

/** How each language names the screen (its heading and menu entry), a column and a stage. */
const texts = {
  en: { title: 'Reports', reached: 'Reached', conversion: 'Conversion', inReview: 'In review', chart: 'Reached each stage' },
  az: { title: 'Hesabatlar', reached: 'Çatıb', conversion: 'Konversiya', inReview: 'Baxılır', chart: 'Hər mərhələyə çatanlar' },
  ru: { title: 'Отчёты', reached: 'Дошли', conversion: 'Конверсия', inReview: 'На рассмотрении', chart: 'Дошли до этапа' },
};

/** A text that reads like a translation key ("reports.table.reached"): a text i18next did not find. */
const untranslated = /\b(?:common|dashboard|errors|jobs|layout|reports|validation)\.[A-Za-z_]+(?:\.[A-Za-z_]+)*\b/;

// Hiring analytics (issue 42): the funnel of a cohort of applications, moved through the
// pipeline through the API, read on /reports and filtered by period and job.
describe.skipIf(!haveBackend)('The reports screen in a browser, against the real backend', () => {
  const harness = useHarness();
  const { url, call, companyThroughApi, seekerThroughApi, signIn } = harness;
  let page: Page;

  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  /** A stage's figure; with a compared period, `series` says which. */
  const cell = (status: string, metric: string, series = 'current') =>
    page.locator(`[data-testid="funnel-stage"][data-status="${status}"] [data-metric="${metric}"][data-series="${series}"]`);
  const figure = async (status: string, metric: string, series = 'current') => (await cell(status, metric, series).innerText()).trim();
  const card = async (id: string, series = 'current') =>
    (await page.getByTestId(`report-${id}`).locator(`[data-series="${series}"] .ant-statistic-content`).innerText()).trim();
  /** Waits for the table to show `value` for `status`'s `metric`: the figures of a new filter arrive after the old ones go. */
  const until = (status: string, metric: string, value: string, series = 'current') =>
    expect.poll(() => cell(status, metric, series).innerText().then((text) => text.trim(), () => '')).toBe(value);

  /** A job seeker signed up, their e-mail verified and a CV uploaded: their access token. */

  it('a company with two jobs moves four applications through its pipeline', async () => {
    const company = await companyThroughApi(owner);
    const job = async (title: string) =>
      (await call<{ id: string }>('POST', '/api/jobs/job/', {
        title,
        employment_type: 'full_time',
        description: 'Turn the sales data into reports the managers read every Monday.',
        publish: true,
      }, 201, company)).id;
    const analyst = await job(analystTitle);
    const designer = await job(designerTitle);

    const apply = async (token: string, jobId: string) =>
      (await call<{ id: string }>('POST', `/api/jobs/job/${jobId}/apply/`, { cover_letter: null, privacy_terms_version: privacyTermsVersion }, 201, token)).id;
    const act = (application: string, action: string, reason: string | null = null) =>
      call('POST', `/api/jobs/applicant/${application}/action/`, { action, reason }, 200, company);

    const grace = await seekerThroughApi(seekers.grace);
    const alan = await seekerThroughApi(seekers.alan);
    const katherine = await seekerThroughApi(seekers.katherine);

    // Everyone applies first: a hire fills the job, which then takes no more applications.
    const hired = await apply(grace, analyst);
    const rejected = await apply(alan, analyst);
    await apply(katherine, analyst);
    const reviewed = await apply(katherine, designer);
    // Analyst: Grace is hired (applied → in review → shortlisted → interview → offered → hired),
    // Alan is rejected in review, Katherine waits at applied. Designer: Katherine is in review.
    for (let step = 0; step < 4; step += 1) await act(hired, 'next_step');
    await act(hired, 'hire');
    await act(rejected, 'next_step');
    await act(rejected, 'reject', 'Not enough experience with SQL.');
    await act(reviewed, 'next_step');
  });

  it('the company opens Reports from its menu and reads the funnel of the last 90 days', async () => {
    page = await signIn(owner);
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await page.waitForURL('**/reports');
    await page.locator('header h4', { hasText: 'Reports' }).waitFor();
    await page.getByTestId('funnel-table').waitFor();

    expect(await card('applications')).toBe('4');
    expect(await card('hired')).toBe('1');
    // The hire took seconds: a fraction of a day, shown with one decimal.
    expect(await card('median-to-hire')).toBe('0.0');

    // Applied: 4 reached, Katherine still there (analyst), 3 moved on.
    expect(await figure('applied', 'reached')).toBe('4');
    expect(await figure('applied', 'in_flight')).toBe('1');
    expect(await figure('applied', 'moved_on')).toBe('3');
    expect(await figure('applied', 'conversion')).toBe('100.0%');
    // In review: Grace moved on, Alan was rejected, Katherine (designer) is still there.
    expect(await figure('in_review', 'reached')).toBe('3');
    expect(await figure('in_review', 'in_flight')).toBe('1');
    expect(await figure('in_review', 'moved_on')).toBe('1');
    expect(await figure('in_review', 'rejected_by_company')).toBe('1');
    expect(await figure('in_review', 'rejected_by_applicant')).toBe('0');
    expect(await figure('in_review', 'conversion')).toBe('50.0%');
    expect(await figure('in_review', 'median_days')).toBe('0.0');
    // Nobody passed through "accepted by applicant": no conversion, no days.
    expect(await figure('accepted_by_applicant', 'reached')).toBe('0');
    expect(await figure('accepted_by_applicant', 'conversion')).toBe('—');
    expect(await figure('accepted_by_applicant', 'median_days')).toBe('—');
    expect(await figure('hired', 'reached')).toBe('1');
    expect(await figure('hired', 'in_flight')).toBe('1');

    const chart = page.getByRole('list', { name: 'Reached each stage' });
    expect(await chart.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual([
      'Applied: 4',
      'In review: 3',
      'Shortlisted: 1',
      'Interview: 1',
      'Offered: 1',
      'Accepted by applicant: 0',
      'Hired: 1',
    ]);
    await shot('reports-01-funnel');
  });

  it('the job filter narrows the funnel to one job or several, and is kept in the URL', async () => {
    const jobs = page.getByTestId('filter-job').getByLabel('Job');
    await chooseOption(jobs, analystTitle);
    await page.keyboard.press('Escape');
    await until('applied', 'reached', '3');
    expect(await figure('applied', 'in_flight')).toBe('1');
    expect(await figure('in_review', 'reached')).toBe('2');
    expect(await figure('in_review', 'in_flight')).toBe('0');
    expect(await figure('in_review', 'conversion')).toBe('50.0%');
    expect(await card('applications')).toBe('3');
    const job = new URL(page.url()).searchParams.get('job');
    expect(job).not.toBeNull();

    // Both jobs: every application again, each job once in the URL.
    await chooseOption(jobs, designerTitle);
    await page.keyboard.press('Escape');
    await until('applied', 'reached', '4');
    expect(new URL(page.url()).searchParams.getAll('job')).toHaveLength(2);

    // The analyst's job taken out again: the designer's alone.
    await chooseOption(jobs, analystTitle);
    await page.keyboard.press('Escape');
    await until('applied', 'reached', '1');
    expect(await figure('in_review', 'in_flight')).toBe('1');
    // Nobody has left review yet: no conversion.
    expect(await figure('in_review', 'conversion')).toBe('—');
    expect(await card('hired')).toBe('0');
    expect(await card('median-to-hire')).toBe('—');
    await shot('reports-02-designer');

    // A link opens the same report.
    await page.goto(url(`/reports?job=${job}`));
    await until('applied', 'reached', '3');
  });

  it('a period without applications shows none, and comparing with the previous period shows both side by side', async () => {
    const period = page.getByTestId('filter-period');
    const start = period.getByRole('textbox').first();
    const end = period.getByRole('textbox').last();
    await start.click();
    await start.fill('01.01.2020');
    await start.press('Enter');
    await end.fill('31.01.2020');
    await end.press('Enter');
    await page.getByTestId('report-empty').waitFor();
    await page.getByText('No applications were submitted in this period.').waitFor();
    const params = new URL(page.url()).searchParams;
    expect([params.get('from'), params.get('to')]).toEqual(['2020-01-01', '2020-01-31']);
    expect(params.get('job')).not.toBeNull();

    // Back to the last 90 days, compared with the 90 days before: nothing there.
    await page.goto(url('/reports'));
    await page.getByTestId('funnel-table').waitFor();
    await page.getByTestId('filter-compare').getByRole('textbox').first().click();
    await page.getByText('Previous period').click();
    await until('applied', 'reached', '0', 'compared');
    expect(await figure('applied', 'reached', 'current')).toBe('4');
    expect(await card('applications', 'current')).toBe('4');
    expect(await card('applications', 'compared')).toBe('0');
    expect(new URL(page.url()).searchParams.get('compare_from')).not.toBeNull();
    expect(await page.getByRole('list', { name: 'Reached each stage' }).getByRole('listitem').first().getAttribute('aria-label')).toBe('Applied: Period 4, Compared 0');
    await shot('reports-03-compared');
  });

  for (const language of ['en', 'az', 'ru'] as const) {
    it(`the report reads in ${language}: its title, menu entry, headers and stages, with no raw translation key`, async () => {
      await page.evaluate((chosen) => window.localStorage.setItem('hire.language', chosen), language);
      await page.goto(url('/reports'));
      await page.locator('header h4', { hasText: texts[language].title }).waitFor();
      const table = page.getByTestId('funnel-table');
      await table.waitFor();
      const headers = await table.locator('th').allInnerTexts();
      expect(headers.map((header) => header.trim())).toEqual(expect.arrayContaining([texts[language].reached, texts[language].conversion]));
      await table.locator('[data-status="in_review"] td').first().filter({ hasText: texts[language].inReview }).waitFor();
      await page.getByRole('list', { name: texts[language].chart }).waitFor();
      await page.getByRole('menuitem', { name: texts[language].title }).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active').length === 0);
      expect(await page.locator('body').innerText()).not.toMatch(untranslated);
      // On a laptop the whole table shows: its headers wrap rather than push columns out of sight.
      const cut = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.ant-table-content, .ant-table-body')).filter((table) => table.scrollWidth > table.clientWidth + 1).length,
      );
      expect(cut, `${language}: a table is cut`).toBe(0);
      await shot(`reports-04-${language}`);
    });
  }
});
