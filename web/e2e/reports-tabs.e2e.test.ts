import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { password, privacyTermsVersion, screenshots, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the reports tabs browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const owner = { first: 'Ada', email: `owner@report-tabs-${run}.io`, name: `Report tabs ${run}` };
const leader = { first_name: 'Lin', last_name: 'Leader', email: `lin@report-tabs-${run}.io` };
const seekers = {
  grace: { first_name: 'Grace', last_name: 'Hopper', email: `grace.tabs.${run}@gmail.com` },
  alan: { first_name: 'Alan', last_name: 'Turing', email: `alan.tabs.${run}@gmail.com` },
};
/** Days as the API takes them (UTC): interviews are scheduled for tomorrow, the earliest day it takes. */
const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const tomorrow = utcDay(1);

/** How each language names the tabs. */
const tabTitles = {
  en: ['Funnel', 'Hiring speed', 'Offers', 'Interviewers', 'Diversity', 'Sources'],
  az: ['Huni', 'İşə qəbul sürəti', 'Təkliflər', 'Müsahibə aparanlar', 'Müxtəliflik', 'Mənbələr'],
  ru: ['Воронка', 'Скорость найма', 'Офферы', 'Интервьюеры', 'Разнообразие', 'Источники'],
};

/** A text that reads like a translation key ("reports.speed.hires"): a text i18next did not find. */
const untranslated = /\b(?:common|diversity|errors|layout|lists|reports|validation)\.[A-Za-z_]+(?:\.[A-Za-z_]+)*\b/;

// Hiring analytics (issue 42): the reports beyond the funnel, on their tabs, against data made
// through the API: two offers (one accepted and hired, one declined) and an interview evaluated
// by two interviewers.
describe.skipIf(!haveBackend)('The reports tabs in a browser, against the real backend', () => {
  const harness = useHarness();
  const { url, call, companyThroughApi, seekerThroughApi, signIn } = harness;
  let page: Page;
  let ownerId = '';
  let leaderId = '';

  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const card = async (id: string, series = 'current') =>
    (await page.getByTestId(`report-${id}`).locator(`[data-series="${series}"] .ant-statistic-content`).innerText()).trim();
  const cells = async (row: string) => (await page.locator(`${row} > td`).allInnerTexts()).map((text) => text.trim());

  it('a company makes two offers (one accepted and hired, one declined) and two interviewers evaluate an interview', async () => {
    const company = await companyThroughApi(owner);
    ownerId = (await call<{ id: string }>('GET', '/api/auth/users/me/', undefined, 200, company)).id;

    // A Block Leader, who sits on the panel: added by the company, their password set from the e-mail.
    await call('POST', '/api/accounts/employees/', { ...leader, role: 'block_leader' }, 201, company);
    const invite = new URL(await harness.backend.latestLink(leader.email));
    await call('POST', '/api/auth/users/reset_password_confirm/', {
      uid: invite.searchParams.get('uid'), token: invite.searchParams.get('token'), new_password: password,
    }, 204);
    const lin = (await call<{ access: string }>('POST', '/api/auth/jwt/create/', { email: leader.email, password }, 200)).access;
    leaderId = (await call<{ id: string }>('GET', '/api/auth/users/me/', undefined, 200, lin)).id;

    const job = (await call<{ id: string }>('POST', '/api/jobs/job/', {
      title: `Backend engineer ${run}`,
      employment_type: 'full_time',
      description: 'Build the hiring pipeline and keep it fast.',
      publish: true,
      openings: 2,
      salary_min: 3000,
      salary_max: 4000,
    }, 201, company)).id;
    const grace = await seekerThroughApi(seekers.grace);
    const alan = await seekerThroughApi(seekers.alan);
    const apply = async (token: string) =>
      (await call<{ id: string }>('POST', `/api/jobs/job/${job}/apply/`, { cover_letter: null, privacy_terms_version: privacyTermsVersion }, 201, token)).id;
    const graceApplication = await apply(grace);
    const alanApplication = await apply(alan);

    const schedule = async (application: string, interviewers: string[]) => {
      await call('POST', '/api/jobs/interview/', {
        application_id: application, date: tomorrow, start: '10:00:00', end: '11:00:00', meet_link: 'https://meet.example.com/abc', interviewers,
      }, 201, company);
      const all = await call<Array<{ id: string; application_id: string }>>('GET', '/api/jobs/interview/', undefined, 200, company);
      return all.find((interview) => interview.application_id === application)!.id;
    };
    // Grace's interview: the owner rates 4 and 2, the leader 2 and 2 (the panel averages 2.5).
    const interview = await schedule(graceApplication, [ownerId, leaderId]);
    await call('POST', `/api/jobs/interview/${interview}/status/`, { action: 'start' }, 200, company);
    for (const [token, ratings] of [[company, [4, 2]], [lin, [2, 2]]] as const) {
      await call('POST', `/api/jobs/evaluation/${interview}/`, { scores: [{ category: 3, rating: ratings[0] }, { category: 5, rating: ratings[1] }] }, 201, token);
    }
    await call('POST', `/api/jobs/interview/${interview}/status/`, { action: 'complete' }, 200, company);
    await schedule(alanApplication, [ownerId]);

    // Offers of 5000 AZN, above the job's range: Grace accepts and is hired, Alan declines.
    const offer = async (application: string) =>
      (await call<{ id: string }>('POST', '/api/jobs/job-offer-details/', {
        application_id: application, gross_salary: 5000, currency: 'AZN', last_date: utcDay(7),
      }, 201, company)).id;
    const graceOffer = await offer(graceApplication);
    const alanOffer = await offer(alanApplication);
    await call('POST', `/api/jobs/job-offer-details/${graceOffer}/accept/`, {}, 200, grace);
    await call('POST', `/api/jobs/job-offer-details/${alanOffer}/decline/`, { reason: 'Too far' }, 200, alan);
    await call('POST', `/api/jobs/applicant/${graceApplication}/action/`, { action: 'hire', reason: null }, 200, company);
  });

  it('the company opens the hiring speed tab: one hire this month, one job filled', async () => {
    page = await signIn(owner);
    await page.goto(url('/reports'));
    await page.getByTestId('funnel-table').waitFor();
    await page.getByRole('tab', { name: 'Hiring speed' }).click();
    await page.getByTestId('speed-months').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('hiring_speed');
    expect(await card('hires')).toBe('1');
    expect(await card('jobs-filled')).toBe('1');
    // Published and filled within seconds: a fraction of a day.
    expect(await card('median-to-fill')).toBe('0.0');
    const month = utcDay(0).slice(0, 7);
    expect((await cells(`[data-testid="speed-month"][data-month="${month}"]`))[1]).toBe('1');
    expect(await page.getByRole('list', { name: 'Hires per month' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await shot('reports-tabs-01-hiring-speed');
  });

  it('the offers tab counts one accepted and one declined, the salaries above the range and without market data', async () => {
    await page.getByRole('tab', { name: 'Offers' }).click();
    await page.getByTestId('offer-salaries').waitFor();
    expect(await card('offers-sent')).toBe('2');
    expect(await card('offers-accepted')).toBe('1');
    expect(await card('offers-declined')).toBe('1');
    expect(await card('offers-pending')).toBe('0');
    expect(await card('acceptance-rate')).toBe('50.0%');
    expect(await cells('[data-testid="offer-currency"][data-currency="AZN"]')).toEqual(['AZN', '2', 'AZN\u00a05,000', '0', '0', '2', '0', '0', '0', '0', '2']);
    await expect.poll(() => page.getByRole('button', { name: /Download/ }).isEnabled()).toBe(true);
    await shot('reports-tabs-02-offers');
  });

  it('the interviewers tab sets each interviewer against the panel, per competency too', async () => {
    // The interview is tomorrow's (held early): the period runs to tomorrow.
    await page.goto(url(`/reports?tab=interviewers&to=${tomorrow}`));
    await page.getByTestId('interviewers-table').waitFor();
    const row = (id: string) => `[data-testid="interviewer"][data-interviewer="${id}"]`;
    await expect.poll(() => cells(row(ownerId)).then((texts) => texts.slice(1))).toEqual(['Ada Owner', '1', '1', '1 (100.0%)', '3.0', '2.5', '+0.5']);
    expect((await cells(row(leaderId))).slice(1)).toEqual(['Lin Leader', '1', '1', '1 (100.0%)', '2.0', '2.5', '\u22120.5']);
    await page.locator(`${row(ownerId)} .ant-table-row-expand-icon`).click();
    const competencies = page.getByTestId('interviewer-competency');
    await competencies.first().waitFor();
    expect(await competencies.evaluateAll((rows) => rows.map((one) => Array.from(one.querySelectorAll(':scope > td'), (cell) => cell.textContent)))).toEqual([
      ['General Competency', '1', '4.0', '3.0', '+1.0'],
      ['Soft Skills', '1', '2.0', '2.0', '0.0'],
    ]);
    // On time within 0 days: still on time, evaluated before the interview ended; kept in the URL.
    await page.getByLabel('On time within (days)').fill('0');
    await page.getByLabel('On time within (days)').press('Tab');
    await expect.poll(() => new URL(page.url()).searchParams.get('on_time_days')).toBe('0');
    await shot('reports-tabs-03-interviewers');
  });

  it('the diversity tab explains the answers are voluntary, and with too few shows none', async () => {
    await page.getByRole('tab', { name: 'Diversity' }).click();
    await page.getByTestId('diversity-explanation').waitFor();
    await page.getByTestId('report-empty').getByText('There are not enough answers to show').waitFor();
    await shot('reports-tabs-04-diversity');
  });

  for (const language of ['en', 'az', 'ru'] as const) {
    it(`the tabs read in ${language}, with no raw translation key on any of them`, async () => {
      await page.evaluate((chosen) => window.localStorage.setItem('hire.language', chosen), language);
      await page.goto(url('/reports'));
      await page.getByTestId('funnel-table').waitFor();
      expect((await page.getByRole('tab').allInnerTexts()).map((text) => text.trim())).toEqual(tabTitles[language]);
      for (const [index, tab] of ['funnel', 'hiring_speed', 'offers', 'interviewers', 'diversity'].entries()) {
        await page.getByRole('tab', { name: tabTitles[language][index] }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('tab') ?? 'funnel').toBe(tab);
        await page.waitForFunction(() => document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active').length === 0);
        expect(await page.locator('body').innerText(), `${language}: ${tab}`).not.toMatch(untranslated);
      }
      await shot(`reports-tabs-05-${language}`);
    });
  }
});
