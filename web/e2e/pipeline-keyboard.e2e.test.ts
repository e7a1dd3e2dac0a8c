import { existsSync } from 'node:fs';
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { privacyTermsVersion, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the pipeline keyboard browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const owner = { first: 'Ada', email: `owner@board-${run}.io`, name: `Board ${run}` };
const seekers = [
  { first_name: 'Ayla', last_name: 'Mammadova', email: `ayla.${run}@gmail.com` },
  { first_name: 'Alan', last_name: 'Turing', email: `alan.${run}@gmail.com` },
];

// The accessibility issue (WCAG 2.2 AA), the pipeline board by keyboard: one Tab stop, the
// arrow keys between cards, a move from the card's menu with the focus kept on the card and the
// move said in the live region (docs/decisions.md, "The pipeline board by keyboard").
describe.skipIf(!haveBackend)('The pipeline board by keyboard, in a browser against the real backend', () => {
  const harness = useHarness();
  const { url, call, companyThroughApi, seekerThroughApi, signIn } = harness;
  let page: Page;
  let jobId = '';

  /** What has the focus: its role, the status of its column (a card's cell) and its text. */
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return { role: element?.getAttribute('role'), status: element?.dataset.status, text: element?.innerText ?? '' };
    });

  /** A job seeker signed up, their e-mail verified and a CV uploaded: their access token. */

  it('given a job with two applicants, the board is one Tab stop and lands on a card', async () => {
    const company = await companyThroughApi(owner);
    jobId = (await call<{ id: string }>('POST', '/api/jobs/job/', {
      title: `Data Analyst ${run}`,
      employment_type: 'full_time',
      description: 'Turn the sales data into reports the managers read every Monday.',
      publish: true,
    }, 201, company)).id;
    for (const user of seekers) {
      const token = await seekerThroughApi(user);
      await call('POST', `/api/jobs/job/${jobId}/apply/`, { cover_letter: null, privacy_terms_version: privacyTermsVersion }, 201, token);
    }

    page = await signIn(owner, { width: 1920, height: 1000 });
    await page.goto(url(`/my-job/${jobId}`));
    await page.getByRole('grid', { name: 'Applicants by status' }).getByTestId('pipeline-card').nth(1).waitFor();
    let tabs = 0;
    while ((await focused()).role !== 'gridcell') {
      tabs += 1;
      expect(tabs, 'Tabs to reach the board').toBeLessThan(40);
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toMatchObject({ status: 'applied' });
    await page.keyboard.press('Tab');
    expect((await focused()).role).not.toBe('gridcell');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toMatchObject({ role: 'gridcell', status: 'applied' });
  });

  it('moves the applicant to review from the menu with the arrow keys, keeps the focus on the card and says so', async () => {
    const name = (await focused()).text.split('\n')[0];
    await page.keyboard.press('m');
    // The page's side menu is a menu too: the card's is the one with its moves.
    const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Rejected by company' }) });
    await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Interview');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('In review');
    await page.keyboard.press('Enter');

    await expect.poll(() => page.getByRole('status').filter({ hasText: 'moved to' }).innerText()).toBe(`${name} moved to In review`);
    await expect.poll(focused).toMatchObject({ role: 'gridcell', status: 'in_review' });
    expect((await focused()).text).toContain(name);
  });

  it('opens the schedule dialog for a move to the interview, and cancelling it gives the focus back to the card', async () => {
    await page.keyboard.press('Space');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Shortlisted');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Interview');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^Schedule an interview with /).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(focused).toMatchObject({ role: 'gridcell', status: 'in_review' });
  });

  it('goes back to the other applicant with the left arrow and opens them with Enter', async () => {
    await page.keyboard.press('ArrowLeft');
    const other = await focused();
    expect(other).toMatchObject({ role: 'gridcell', status: 'applied' });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/applicant\//);
    await page.getByRole('heading', { name: other.text.split('\n')[0] }).waitFor();
  });

  /** The statuses of the board's columns that show, each with how much of its width shows. */
  const columnsInView = () =>
    page.getByRole('grid', { name: 'Applicants by status' }).evaluate((board) => {
      const box = board.getBoundingClientRect();
      return Array.from(board.querySelectorAll<HTMLElement>('[data-column]')).flatMap((column) => {
        const { left, right, width } = column.getBoundingClientRect();
        const shown = Math.min(right, box.right) - Math.max(left, box.left);
        return shown > 1 ? [`${column.dataset.column} ${Math.round((100 * shown) / width)}%`] : [];
      });
    });

  it('given a phone 390 px wide, the board shows one whole column at a time, and → brings the next one with a card into view', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url(`/my-job/${jobId}`));
    const board = page.getByRole('grid', { name: 'Applicants by status' });
    await board.getByTestId('pipeline-card').nth(1).waitFor();
    await expect.poll(columnsInView).toEqual(['applied 100%']);
    for (let tabs = 0; (await focused()).role !== 'gridcell'; tabs += 1) {
      expect(tabs, 'Tabs to reach the board').toBeLessThan(40);
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toMatchObject({ status: 'applied' });
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toMatchObject({ role: 'gridcell', status: 'in_review' });
    await expect.poll(columnsInView).toEqual(['in_review 100%']);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(columnsInView).toEqual(['applied 100%']);
  });
});
