import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { screenshots, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the workforce planning browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const owner = { name: `Plan ${run}`, email: `owner@plan-${run}.io`, first: 'Ada' };
const department = 'Engineering';
const title = 'Rust engineer';

// The workforce plan: a company budgets a position through the screen and sees the places to fill,
// in each of the app's languages.
describe.skipIf(!haveBackend)('The workforce plan in a browser, against the real backend', () => {
  const { url, call, companyThroughApi, signIn } = useHarness();
  let page: Page;
  let token: string;
  let positionId: string;

  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const see = (text: string | RegExp) => page.getByText(text).first().waitFor();
  const line = () => page.getByTestId('plan-line').filter({ hasText: title });
  const figure = async (name: string) => (await line().locator(`[data-field="${name}"]`).innerText()).trim();
  const total = async (name: string) => (await page.getByTestId('plan-total').locator(`[data-field="${name}"]`).innerText()).trim();

  it('a company signs up and builds a department with a position through the API', async () => {
    token = await companyThroughApi(owner, { ats: false });

    const unit = await call<{ id: string }>('POST', '/api/org/departments/', { name: department }, 201, token);
    positionId = (await call<{ id: string }>('POST', '/api/org/positions/', { unit_id: unit.id, title, head_count: 0 }, 201, token)).id;
    expect(positionId).toBeTruthy();
  });

  it('the plan lists the position, unplanned, with nothing to fill', async () => {
    page = await signIn(owner, { width: 1440, height: 900 });

    await page.locator('nav').getByRole('link', { name: 'Workforce planning' }).click();
    await page.waitForURL(url('/workforce-planning'));
    await line().waitFor();
    expect(await line().getAttribute('data-id')).toBe(positionId);
    await line().getByText('Not planned', { exact: true }).waitFor();
    expect(await line().getByText(department, { exact: true }).count()).toBe(1);
    expect(await figure('budget')).toBe('0');
    expect(await figure('vacancy')).toBe('0');
    // Without a vacancy or a job template there is nothing to request.
    expect(await line().getByRole('button', { name: 'Request staff' }).isDisabled()).toBe(true);
    await shot('workforce-planning-01-unplanned');
  });

  it('sets a budget of 2 through the edit dialog: the position has 2 places to fill, and so has the company', async () => {
    await line().getByRole('button', { name: `Edit the plan for ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Plan for ${title}`).waitFor();
    await dialog.getByLabel(/^Budget/).fill('2');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await see('Plan saved.');

    await expect.poll(() => figure('vacancy')).toBe('2');
    expect(await figure('budget')).toBe('2');
    expect(await figure('updated_budget')).toBe('2');
    expect(await figure('staff')).toBe('0');
    expect(await figure('over_budget')).toBe('0');
    expect(await line().getByText('Not planned', { exact: true }).count()).toBe(0);
    expect(await line().locator('[data-field="vacancy"]').getAttribute('data-highlight')).toBe('warning');
    expect(await total('vacancy')).toBe('2');
    await shot('workforce-planning-02-budgeted');
  });

  it('the change is in the history, and the department rolls the figures up', async () => {
    await page.getByRole('tab', { name: 'History' }).click();
    const change = page.getByTestId('plan-change').first();
    await change.waitFor();
    expect(await change.getByText(title, { exact: true }).count()).toBe(1);
    expect(await change.locator('[data-field="budget"]').innerText()).toBe('Budget: — → 2');

    await page.getByRole('tab', { name: 'By unit' }).click();
    const unit = page.getByTestId('plan-unit').filter({ hasText: department });
    await unit.waitFor();
    expect((await unit.locator('[data-field="vacancy"]').innerText()).trim()).toBe('2');
    await page.getByRole('tab', { name: 'Positions' }).click();
    await line().waitFor();
  });

  it('in Azerbaijani and in Russian, the headings are translated, with no raw keys', async () => {
    const languages = [
      { code: 'AZ', page: 'İşçi qüvvəsinin planlaşdırılması', card: /^Ştat planı · /, tabs: ['Vəzifələr', 'Bölmələr üzrə', 'Tarixçə', 'Plan və fakt'], columns: ['Vəzifə', 'Büdcə', 'Vakansiya'] },
      { code: 'RU', page: 'Планирование персонала', card: /^Штатный план · /, tabs: ['Должности', 'По подразделениям', 'История', 'План и факт'], columns: ['Должность', 'Бюджет', 'Вакантно'] },
    ];
    for (const language of languages) {
      await page.getByText(language.code, { exact: true }).click();
      await page.getByRole('heading', { name: language.page }).waitFor();
      await page.locator('.ant-card-head-title').filter({ hasText: language.card }).waitFor();
      for (const tab of language.tabs) await page.getByRole('tab', { name: tab, exact: true }).waitFor();
      for (const column of language.columns) await page.getByRole('columnheader', { name: column, exact: true }).first().waitFor();
      // The figures stay; no text falls back to its key.
      expect(await figure('vacancy')).toBe('2');
      expect(await page.locator('body').innerText()).not.toMatch(/workforcePlanning\.|layout\.titles\./);
      await shot(`workforce-planning-03-${language.code.toLowerCase()}`);
    }
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Workforce planning' }).waitFor();
  });
});
