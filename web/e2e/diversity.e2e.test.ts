import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Locator, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { acceptPrivacyTerms, password, privacyTermsVersion, screenshots, settled, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the diversity browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
/** Asks its applicants the optional questions once its owner turns them on. */
const asking = { name: `Fair ${run}`, email: `owner@fair-${run}.io`, first: 'Ada' };
/** Leaves the setting as it comes: off. */
const silent = { name: `Quiet ${run}`, email: `owner@quiet-${run}.io`, first: 'Mary' };
const seeker = { first: 'Grace', last: 'Hopper', email: `grace.${run}@gmail.com` };
const titles = { analyst: `Data Analyst ${run}`, designer: `Designer ${run}`, writer: `Technical Writer ${run}` };
/** A tiny valid PDF: what the CV upload checks is the "%PDF-" header and the size. */
const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type Questionnaire = { asked: boolean; answered: boolean };
type MyApplications = { results: Array<{ id: string; job_title: string }> };

// Optional self-identification (issue 42): the company account turns the questions on in its
// settings; a job seeker who applies is then asked them, may skip them and answer later from
// their applications; a company that leaves them off never has its applicants asked.
describe.skipIf(!haveBackend)('Diversity self-identification in a browser, against the real backend', () => {
  const harness = useHarness();
  const { url, call, companyThroughApi, signIn } = harness;
  let askingToken = '';
  let seekerToken = '';
  const jobs = { analyst: '', designer: '', writer: '' };
  let page: Page;

  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const questionnaireDialog = () => page.getByRole('dialog', { name: 'Voluntary self-identification' });
  const choose = async (dialog: Locator, question: string, choice: string) =>
    dialog.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice }).check();
  /** The job seeker's application to the job titled `title`, by its id. */
  const applicationTo = async (title: string) =>
    (await call<MyApplications>('GET', '/api/jobs/my-applications/', undefined, 200, seekerToken)).results.find(
      (application) => application.job_title === title,
    )!.id;
  const questionnaireOf = async (title: string) =>
    call<Questionnaire>('GET', `/api/diversity/applications/${await applicationTo(title)}/`, undefined, 200, seekerToken);

  /**
   * Applies through the job's page, the CV already on file, and resolves once the application is
   * sent and its questionnaire read (which decides whether the questions follow).
   */
  async function applyTo(jobId: string) {
    await page.goto(url(`/job/${jobId}`));
    await page.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Cover letter').fill('I like data that is counted fairly.');
    await acceptPrivacyTerms(dialog);
    const questionnaireRead = page.waitForResponse(
      (response) => response.request().method() === 'GET' && response.url().includes('/api/diversity/applications/'),
    );
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Your application has been sent.').first().waitFor();
    expect((await questionnaireRead).status()).toBe(200);
  }

  beforeAll(async () => {
    askingToken = await companyThroughApi(asking);
    const silentToken = await companyThroughApi(silent);
    const job = async (title: string, token: string) =>
      (await call<{ id: string }>('POST', '/api/jobs/job/', {
        title,
        employment_type: 'full_time',
        description: 'Count what matters, and only in groups large enough to hide each person.',
        publish: true,
      }, 201, token)).id;
    jobs.analyst = await job(titles.analyst, askingToken);
    jobs.writer = await job(titles.writer, askingToken);
    jobs.designer = await job(titles.designer, silentToken);

    await call('POST', '/api/auth/users/', {
      first_name: seeker.first, last_name: seeker.last, email: seeker.email, password, user_type: 'jobseeker',
      privacy_terms_version: privacyTermsVersion,
    }, 201);
    const link = new URL(await harness.backend.latestLink(seeker.email));
    await call('POST', '/api/auth/users/activation/', { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') }, 204);
    seekerToken = (await call<{ access: string }>('POST', '/api/auth/jwt/create/', { email: seeker.email, password }, 200)).access;
    const form = new FormData();
    form.append('file', new Blob([tinyPdf], { type: 'application/pdf' }), 'grace-hopper.pdf');
    const cv = await fetch(url('/api/accounts/cv/'), { method: 'POST', headers: { Authorization: `JWT ${seekerToken}` }, body: form });
    expect(cv.status, await cv.text()).toBeLessThan(300);
  });

  it('the company turns the questions on in its settings, which holds after a reload', async () => {
    const companyPage = await signIn(asking);
    await companyPage.goto(url('/settings'));
    const card = companyPage.locator('.ant-card').filter({ has: companyPage.locator('.ant-card-head-title', { hasText: 'Diversity' }) });
    const toggle = card.getByRole('switch', { name: 'Ask applicants optional diversity questions' });
    await card.getByText(/never see one person's answers/).waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await companyPage.getByText('The diversity questions setting is saved.').waitFor();
    await companyPage.screenshot({ path: join(screenshots, 'diversity-01-setting.png'), fullPage: true });

    await companyPage.reload();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await call<{ enabled: boolean }>('GET', '/api/diversity/setting/', undefined, 200, askingToken)).toEqual({ enabled: true });
    await companyPage.context().close();
  });

  it('a job seeker applies to that company and answers the questions that follow', async () => {
    page = await signIn({ ...seeker, name: '' });
    await applyTo(jobs.analyst);
    const dialog = questionnaireDialog();
    await dialog.waitFor();
    await settled(dialog);
    await dialog.getByText(/Answering is voluntary and does not affect your application/).waitFor();
    await choose(dialog, 'Gender', 'Woman');
    await choose(dialog, 'Age', '35–44');
    await shot('diversity-02-questions');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you, your answers are saved.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await questionnaireOf(titles.analyst)).toMatchObject({ asked: true, answered: true });
  });

  it('with the setting off, applying asks no questions', async () => {
    await applyTo(jobs.designer);
    await page.getByText('You applied on', { exact: false }).first().waitFor();
    // The questionnaire's answer has been read: a dialog would open now, not later.
    await page.waitForTimeout(1000);
    expect(await questionnaireDialog().count()).toBe(0);
    expect(await questionnaireOf(titles.designer)).toMatchObject({ asked: false, answered: false });
    await shot('diversity-03-not-asked');
  });

  it('skipped after applying, the questions can be answered later from my applications', async () => {
    await applyTo(jobs.writer);
    const dialog = questionnaireDialog();
    await dialog.waitFor();
    await settled(dialog);
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await questionnaireOf(titles.writer)).toMatchObject({ asked: true, answered: false });

    await page.goto(url('/my-applications'));
    const card = (title: string) => page.getByTestId('my-application').filter({ hasText: title });
    const later = card(titles.writer).getByRole('button', { name: 'Voluntary questions' });
    await later.waitFor();
    // Answered, or not asked: nothing to offer.
    await card(titles.designer).waitFor();
    expect(await card(titles.analyst).getByRole('button', { name: 'Voluntary questions' }).count()).toBe(0);
    expect(await card(titles.designer).getByRole('button', { name: 'Voluntary questions' }).count()).toBe(0);
    await shot('diversity-04-answer-later');

    await later.click();
    await dialog.waitFor();
    await settled(dialog);
    await choose(dialog, 'Do you have a disability?', 'Prefer not to say');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you, your answers are saved.').first().waitFor();
    await later.waitFor({ state: 'detached' });
    expect(await questionnaireOf(titles.writer)).toMatchObject({ asked: true, answered: true });
  });
});
