import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { hireBin } from './backend';
import { screenshots, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the three-language browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const owner = { name: `Polyglot ${run}`, email: `owner@polyglot-${run}.io`, first: 'Leyla' };

/** The company's screens of issue 13 and the ones around them, each with its menu entry. */
const screens = ['/', '/workforce-planning', '/cb-benchmark', '/settings', '/my-schedule?view=week', '/org-chart', '/employees', '/competency-model'];

/** How each language names Workforce planning in the side menu. */
const workforcePlanning = { en: 'Workforce planning', az: 'İşçi qüvvəsinin planlaşdırılması', ru: 'Планирование персонала' };

/** A text that reads like a translation key ("org.chart.title"): a text i18next did not find. */
const untranslated = /\b(?:accounts|auth|benchmark|chat|common|companies|cvDatabase|dashboard|delegates|errors|jobs|layout|lists|notFound|org|profile|validation|workforcePlanning)\.[A-Za-z_]+(?:\.[A-Za-z_]+)*\b/;

// Every company screen of issue 13 read in English, Azerbaijani and Russian: each shows its own
// language's texts and no raw translation key.
describe.skipIf(!haveBackend)('The company screens in all three languages, against the real backend', () => {
  const { url, call, companyThroughApi, signIn } = useHarness();
  let page: Page;
  /** Each screen's visible text in English, to tell a translated screen from an untranslated one. */
  const english = new Map<string, string>();

  /** The visible text of `path` once it has loaded (no spinner left). */
  async function textOf(path: string): Promise<string> {
    await page.goto(url(path));
    // The page's heading, not the side menu: a phone shows the menu only when asked.
    await page.locator('header h4').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active').length === 0);
    return page.locator('body').innerText();
  }

  it('a company with a department, a position and a planned budget signs in', async () => {
    const token = await companyThroughApi(owner);
    const sales = await call<{ id: string }>('POST', '/api/org/departments/', { name: 'Sales' }, 201, token);
    const clerk = await call<{ id: string }>('POST', '/api/org/positions/', { unit_id: sales.id, title: 'Clerk', head_count: 2 }, 201, token);
    const quarter = `${new Date().getFullYear()}-Q${Math.floor(new Date().getMonth() / 3) + 1}`;
    await call('PUT', `/api/org/workforce-planning/${clerk.id}/`, { period: quarter, budget: 2 }, 200, token);

    page = await signIn(owner);
  });

  for (const language of ['en', 'az', 'ru'] as const) {
    it(`every screen reads in ${language}, with no raw translation key`, async () => {
      await page.evaluate((chosen) => window.localStorage.setItem('hire.language', chosen), language);
      for (const path of screens) {
        const text = await textOf(path);
        expect(text, `${language} ${path}`).not.toMatch(untranslated);
        expect(text, `${language} ${path}: the side menu`).toContain(workforcePlanning[language]);
        if (language === 'en') {
          english.set(path, text);
        } else {
          expect(text, `${language} ${path} reads like the English screen`).not.toBe(english.get(path));
        }
        await page.screenshot({ path: join(screenshots, `languages-${language}${path === '/' ? '-home' : path.replaceAll('/', '-')}.png`), fullPage: true });
      }
    });

    it(`in ${language}, every screen fits a laptop (1440 px) and a phone (390 px): no page wider than the window, no heading cut, and on the laptop no table cut`, async () => {
      await page.evaluate((chosen) => window.localStorage.setItem('hire.language', chosen), language);
      onTestFinished(() => page.setViewportSize({ width: 1366, height: 900 }));
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of screens) {
          await textOf(path);
          const where = `${language} ${path} at ${width} px`;
          const fits = await page.evaluate(() => ({
            page: document.documentElement.scrollWidth <= window.innerWidth,
            heading: Array.from(document.querySelectorAll('header h4')).every((heading) => heading.scrollWidth <= heading.clientWidth && heading.scrollHeight <= heading.clientHeight + 1),
            // A table wider than its box scrolls its last columns under the fixed ones.
            tables: Array.from(document.querySelectorAll('.ant-table-content, .ant-table-body'))
              .filter((table) => table.scrollWidth > table.clientWidth + 1)
              .map((table) => `${table.scrollWidth} > ${table.clientWidth}`),
          }));
          expect(fits.page, `${where}: the page is wider than the window`).toBe(true);
          expect(fits.heading, `${where}: the page's heading is cut`).toBe(true);
          if (width === 1440) expect(fits.tables, `${where}: a table is cut`).toEqual([]);
          await page.screenshot({ path: join(screenshots, `layout-${width}-${language}${path === '/' ? '-home' : path.replaceAll('/', '-')}.png`) });
        }
      }
    });
  }
});
