import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { password, privacyTermsVersion, screenshots, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the AI proposal browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const owner = { name: `Proposal ${run}`, email: `owner@proposal-${run}.io`, first: 'Ada' };
const matching = { first: 'Ann', last: 'Lee', email: `ann.${run}@gmail.com`, skills: ['Rust', 'SQL'] };
const other = { first: 'Bob', last: 'Stone', email: `bob.${run}@gmail.com`, skills: ['Photoshop'] };
const title = `Backend engineer ${run}`;
/** A tiny valid PDF: what the CV upload checks is the "%PDF-" header and the size. */
const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

// The AI proposal on a job's page: refused without tokens (with the way to the market), then,
// once an order is paid, the applicants ranked with the one who has the job's skills first.
describe.skipIf(!haveBackend)('The AI proposal in a browser, against the real backend', () => {
  const harness = useHarness();
  const { url, call, companyThroughApi, signIn } = harness;
  let page: Page;
  let token: string;
  let jobId = '';
  const applications: Record<string, string> = {};

  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const drawer = () => page.getByRole('dialog');

  /** A job seeker with a CV and skills, applied to the job: their application's id. */
  async function applicant(person: typeof matching): Promise<string> {
    await call('POST', '/api/auth/users/', { first_name: person.first, last_name: person.last, email: person.email, password, user_type: 'jobseeker', privacy_terms_version: privacyTermsVersion }, 201);
    const link = new URL(await harness.backend.latestLink(person.email));
    await call('POST', '/api/auth/users/activation/', { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') }, 204);
    const seeker = (await call<{ access: string }>('POST', '/api/auth/jwt/create/', { email: person.email, password }, 200)).access;
    const form = new FormData();
    form.append('file', new Blob([tinyPdf], { type: 'application/pdf' }), `${person.first.toLowerCase()}.pdf`);
    const cv = await fetch(url('/api/accounts/cv/'), { method: 'POST', headers: { Authorization: `JWT ${seeker}` }, body: form });
    expect(cv.status, await cv.text()).toBeLessThan(300);
    await call('PUT', '/api/jobs/jobseeker-skills/', { skills: person.skills }, 200, seeker);
    return (await call<{ id: string }>('POST', `/api/jobs/job/${jobId}/apply/`, { cover_letter: null, privacy_terms_version: privacyTermsVersion }, 201, seeker)).id;
  }

  it('a company with ats posts a job asking for Rust and SQL; one job seeker with them and one without apply', async () => {
    token = await companyThroughApi(owner, { ats: true });
    jobId = (
      await call<{ id: string }>('POST', '/api/jobs/job/', {
        title,
        employment_type: 'full_time',
        location: 'Baku',
        skills: ['Rust', 'SQL'],
        description: 'Build the services of our hiring platform in Rust, on PostgreSQL.',
        publish: true,
      }, 201, token)
    ).id;
    applications.matching = await applicant(matching);
    applications.other = await applicant(other);
  });

  it('with no tokens the proposal is refused, with a link to the market', async () => {
    page = await signIn(owner);
    await page.goto(url(`/my-job/${jobId}`));
    await page.getByText(title).first().waitFor();
    await page.getByRole('button', { name: 'AI proposal' }).click();

    const refusal = drawer().getByTestId('ai-error');
    await refusal.waitFor();
    expect(await refusal.getAttribute('data-code')).toBe('not_enough_ai_tokens');
    await refusal.getByText('Not enough AI tokens, purchase more.').waitFor();
    expect(await refusal.getByRole('link', { name: /Buy AI tokens/ }).getAttribute('href')).toBe('/market');
    await shot('ai-proposal-01-no-tokens');
  });

  it('once an order is paid, Run again ranks the applicant with the skills first, their matched skills shown', async () => {
    const order = await call<{ id: string; status: string }>('POST', '/api/market/ai-tokens/orders/', { package_id: 'starter' }, 201, token);
    expect(order.status).toBe('pending');
    await harness.backend.markOrderPaid(order.id);

    await drawer().getByRole('button', { name: /Run again/ }).click();
    const cards = drawer().getByTestId('candidate');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);

    const best = cards.first();
    expect(await best.getAttribute('data-rank')).toBe('1');
    expect(await best.getAttribute('data-application')).toBe(applications.matching);
    const name = best.getByRole('link', { name: `${matching.first} ${matching.last}` });
    expect(await name.getAttribute('href')).toBe(`/applicant/${applications.matching}`);
    const matched = best.locator('[data-field="matched"] .ant-tag');
    expect((await matched.allInnerTexts()).map((text) => text.trim()).sort()).toEqual(['Rust', 'SQL']);

    const second = cards.nth(1);
    expect(await second.getAttribute('data-application')).toBe(applications.other);
    const missing = second.locator('[data-field="missing"] .ant-tag');
    expect((await missing.allInnerTexts()).map((text) => text.trim()).sort()).toEqual(['Rust', 'SQL']);
    const scores = await Promise.all([best, second].map(async (card) => Number(await card.locator('[data-field="score"]').getAttribute('data-value'))));
    expect(scores[0]).toBeGreaterThan(scores[1]);

    const cost = drawer().getByTestId('proposal-cost');
    const charged = Number((await cost.locator('[data-field="tokens_charged"]').innerText()).replace(/\D/g, ''));
    const left = Number((await cost.locator('[data-field="balance"]').innerText()).replace(/\D/g, ''));
    expect(charged).toBeGreaterThan(0);
    expect(left).toBe(50000 - charged);
    await shot('ai-proposal-02-ranked');

    // The API agrees with the screen.
    const tokens = await call<{ balance: number; history: Array<{ kind: string; purpose: string; tokens: number }> }>(
      'GET', '/api/market/ai-tokens/', undefined, 200, token,
    );
    expect(tokens.balance).toBe(left);
    expect(tokens.history[0]).toMatchObject({ kind: 'charge', purpose: 'ai_proposal', tokens: charged });
  });

  it("the candidate's name opens the application; the market's history shows the charge", async () => {
    await drawer().getByRole('link', { name: `${matching.first} ${matching.last}` }).click();
    await page.waitForURL(url(`/applicant/${applications.matching}`));

    await page.getByRole('link', { name: 'Market' }).click();
    await page.waitForURL(url('/market'));
    const charge = page.getByTestId('token-move').first();
    await charge.waitFor();
    expect(await charge.getAttribute('data-kind')).toBe('charge');
    expect((await charge.locator('[data-field="purpose"]').innerText()).trim()).toBe('AI proposal');
    expect((await charge.locator('[data-field="tokens"]').innerText()).trim()).toMatch(/^−[\d,]+$/);
    await shot('ai-proposal-03-market-charge');
  });

  it('the ranking is refused to a job seeker', async () => {
    const seeker = (await call<{ access: string }>('POST', '/api/auth/jwt/create/', { email: other.email, password }, 200)).access;
    const refused = await fetch(url(`/api/jobs/ai-proposal/${jobId}/`), { method: 'POST', headers: { Authorization: `JWT ${seeker}` } });
    expect([403, 404]).toContain(refused.status);
  });
});
