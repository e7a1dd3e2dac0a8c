import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { chooseOption, screenshots, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the salary benchmark browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);

/**
 * Three companies, two published "Data Analyst" jobs each, in AZN. The middles of the ranges are
 * 1 200, 1 800, 2 200, 2 700, 3 300 and 2 000: the median is 2 100, the middle half 1 850–2 575.
 */
const companies = [
  { name: `Alpha ${run}`, email: `owner@alpha-${run}.io`, first: 'Ada', ranges: [[1000, 1400], [1600, 2000]] },
  { name: `Beta ${run}`, email: `owner@beta-${run}.io`, first: 'Boris', ranges: [[2000, 2400], [2400, 3000]] },
  { name: `Gamma ${run}`, email: `owner@gamma-${run}.io`, first: 'Grace', ranges: [[3000, 3600], [1800, 2200]] },
];

// The salary benchmark: published ranges across companies, and where a company's own jobs sit.
describe.skipIf(!haveBackend)('The salary benchmark in a browser, against the real backend', () => {
  const { url, call, companyThroughApi, signIn } = useHarness();
  let page: Page;
  /** Gamma's two jobs, by id. */
  const gammaJobs: string[] = [];

  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const see = (text: string | RegExp) => page.getByText(text).first().waitFor();

  it('three companies each publish two Data Analyst jobs with salary ranges in AZN', async () => {
    for (const who of companies) {
      const token = await companyThroughApi(who);
      for (const [salaryMin, salaryMax] of who.ranges) {
        const job = await call<{ id: string }>('POST', '/api/jobs/job/', {
          title: 'Data Analyst',
          employment_type: 'full_time',
          description: 'Turn the sales data into reports the managers read every Monday.',
          salary_min: salaryMin,
          salary_max: salaryMax,
          currency: 'AZN',
          publish: true,
        }, 201, token);
        if (who === companies[2]) gammaJobs.push(job.id);
      }
    }
    expect(gammaJobs).toHaveLength(2);
  });

  it('the third company opens the benchmark for the title: six data points, the median and its own two jobs', async () => {
    page = await signIn(companies[2]);

    await page.goto(url('/cb-benchmark?title=Data%20Analyst'));
    await page.getByTestId('benchmark-count').waitFor();
    expect(await page.getByLabel('Job title').inputValue()).toBe('Data Analyst');
    expect((await page.getByTestId('benchmark-count').locator('.ant-statistic-content').innerText()).trim()).toBe('6');
    expect(await page.getByTestId('benchmark-median').locator('.ant-statistic-content').innerText()).toMatch(/^AZN\s2,100$/);
    expect(await page.getByTestId('benchmark-range').locator('.ant-statistic-content').innerText()).toMatch(/^AZN\s1,200\s?–\s?3,300$/);
    const bars = page.getByRole('list', { name: 'Salary distribution' }).getByRole('listitem');
    expect(await bars.count()).toBe(10);
    const counted = await bars.evaluateAll((items) => items.reduce((sum, item) => sum + Number(item.getAttribute('data-count')), 0));
    expect(counted).toBe(6);

    const own = page.getByTestId('own-job');
    await own.first().waitFor();
    expect(await own.count()).toBe(2);
    expect((await own.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')))).sort()).toEqual([...gammaJobs].sort());
    expect(await own.getByRole('link').allInnerTexts()).toEqual(['Data Analyst', 'Data Analyst']);
    const positions = await own.getByTestId('own-job-position').allInnerTexts();
    // 2 000 sits in the middle half (3 of 6 points at or below it), 3 300 above it (all 6).
    expect(positions.map((text) => text.replace(/\s+/g, ' ').trim()).sort()).toEqual(['100 above p75', '50 p25–p75']);
    await shot('benchmark-01-results');
  });

  it('downloads the benchmark as CSV: the figures under the header row', async () => {
    await page.getByRole('button', { name: 'Download' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('salary-benchmark-AZN.csv');
    const path = await download.path();
    // The file starts with a byte-order mark, so that Excel reads it as UTF-8.
    const lines = readFileSync(path, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]).toBe('Figure,From,To,Value');
    expect(lines).toContain('count,,,6');
    expect(lines).toContain('median,,,2100');
  });

  it('filtering by an employment type nobody used shows the insufficient-data message', async () => {
    await chooseOption(page.getByLabel('Employment type'), 'Internship');
    await see('Benchmark: insufficient data for the filters.');
    expect(new URL(page.url()).searchParams.get('employment_type')).toBe('internship');
    expect(new URL(page.url()).searchParams.get('title')).toBe('Data Analyst');
    expect(await page.getByTestId('benchmark-count').count()).toBe(0);
    expect(await page.getByTestId('own-job').count()).toBe(0);
    // Nothing to download without enough data.
    expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(0);
    await shot('benchmark-02-insufficient');
  });
});
