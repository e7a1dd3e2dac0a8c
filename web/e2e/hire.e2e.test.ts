import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Backend, hireBin } from './backend';
import { buildWebApp, launchChromium, webDir } from './browser';
import { acceptPrivacyTerms, chooseOption, privacyTermsVersion } from './harness';

const distDir = join(webDir, 'dist');
const screenshots = join(webDir, 'e2e', 'screenshots');

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the browser end-to-end test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const password = 'Sup3r-secret!';
const companyEmail = `owner@acme-${run}.io`;
const managerEmail = `manager@acme-${run}.io`;
const seekerEmail = `seeker.${run}@gmail.com`;
const applicantEmail = `applicant.${run}@gmail.com`;
const jobTitle = `Rust engineer ${run}`;
/** A tiny valid PDF: what the CV upload checks is the "%PDF-" header and the size. */
const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const texts = {
  loginSuccess: 'You are logged in.',
  noActiveUser: 'No active account was found with this e-mail and password.',
  deleteFailed: 'Failed to delete account. Please check your password.',
  deleteSuccess: 'Account deleted successfully.',
};

describe.skipIf(!haveBackend)('Hire in a browser, against the real backend', () => {
  let backend: Backend;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // Test the current sources: the backend serves this build. Vitest sets NODE_ENV=test,
    // which would give a development bundle; the user gets the production one.
    await buildWebApp(distDir);
    mkdirSync(screenshots, { recursive: true });
    backend = new Backend(distDir);
    await backend.start();
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await backend?.stop();
    console.log(`\nScreenshots: ${screenshots}\n`);
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'en-US' });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  const url = (path: string) => `${backend.baseUrl}${path}`;
  const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
  const see = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();
  const nav = (page: Page) => page.locator('nav');
  const menuTexts = async (page: Page) => (await nav(page).getByRole('menu').innerText()).split('\n').map((line) => line.trim()).filter(Boolean);

  async function register(page: Page, who: { company?: string; first: string; last: string; email: string }) {
    await page.goto(url('/auth/register'));
    if (who.company) {
      await page.getByText('A company', { exact: true }).click();
      await field(page, 'Company name').fill(who.company);
    }
    await field(page, 'First name').fill(who.first);
    await field(page, 'Last name').fill(who.last);
    await field(page, 'E-mail').fill(who.email);
    await field(page, 'Password').fill(password);
    await field(page, 'Confirm password').fill(password);
    await acceptPrivacyTerms(page);
    await shot(page, who.company ? '01-register-company' : '30-register-jobseeker');
    await page.getByRole('button', { name: 'Register' }).click();
    await see(page, 'Check your e-mail');
  }

  async function verify(page: Page, email: string, screenshot?: string) {
    await page.goto(await backend.latestLink(email));
    await see(page, 'E-mail verified');
    if (screenshot) await shot(page, screenshot);
  }

  async function logIn(page: Page, email: string, secret = password) {
    await page.goto(url('/auth/login'));
    await field(page, 'E-mail').fill(email);
    await field(page, 'Password').fill(secret);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  type Answer = { status: number; body: string };
  /** A call with the page's session, as the app makes it. */
  const apiAs = (page: Page, method: string, path: string, body?: unknown): Promise<Answer> =>
    page.evaluate(
      async ({ method, path, body }) => {
        const headers: Record<string, string> = { Authorization: `JWT ${localStorage.getItem('hire.access')}` };
        if (body !== undefined) headers['Content-Type'] = 'application/json';
        const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
        return { status: response.status, body: await response.text() };
      },
      { method, path, body },
    );
  const json = async <T>(answer: Promise<Answer>, status = 200): Promise<T> => {
    const { status: got, body } = await answer;
    expect(got, body).toBe(status);
    return JSON.parse(body) as T;
  };

  let companyPage: Page;
  let seekerPage: Page;

  it('a company registers, verifies its e-mail, and is refused until an administrator activates it', async () => {
    companyPage = await newPage();
    await register(companyPage, { company: `Acme ${run}`, first: 'Ada', last: 'Lovelace', email: companyEmail });
    await verify(companyPage, companyEmail, '02-verified');

    await logIn(companyPage, companyEmail);
    await see(companyPage, texts.noActiveUser);
    expect(new URL(companyPage.url()).pathname).toBe('/auth/login');
    await shot(companyPage, '03-login-refused');

    await backend.activateCompany(companyEmail);
    await backend.setModule(companyEmail, 'ats', true);
    await logIn(companyPage, companyEmail);
    await see(companyPage, texts.loginSuccess);
    await see(companyPage, 'Hello, Ada!');
    expect(new URL(companyPage.url()).pathname).toBe('/');

    const menu = await menuTexts(companyPage);
    for (const entry of ['Dashboard', 'Org chart', 'Messages', 'Company profile', 'Employees', 'Competency model', 'Workforce planning', 'My schedule', 'Talent acquisition', 'Applicants', 'Job listing', 'CV database']) {
      expect(menu, entry).toContain(entry);
    }
    expect(menu).not.toContain('Learning');
    expect(menu).not.toContain('My applications');
    await nav(companyPage).getByText(`Acme ${run}`).waitFor();
    await shot(companyPage, '04-company-dashboard');

    // A small screen gets the drawer as an overlay that starts closed and closes on navigation.
    await companyPage.setViewportSize({ width: 390, height: 844 });
    await nav(companyPage).waitFor({ state: 'detached' });
    // The page's name reads whole beside the header's buttons.
    const heading = companyPage.locator('header h4');
    expect(await heading.innerText()).toBe('Dashboard');
    expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await companyPage.getByRole('button', { name: 'Toggle menu' }).click();
    await nav(companyPage).getByRole('link', { name: 'Employees' }).waitFor();
    await companyPage.waitForTimeout(500); // the drawer's slide-in, for the picture
    await shot(companyPage, '07-company-drawer-small-screen');
    await nav(companyPage).getByRole('link', { name: 'Dashboard' }).click();
    await nav(companyPage).waitFor({ state: 'hidden' });
    await companyPage.setViewportSize({ width: 1366, height: 860 });
  });

  it('the company adds a Hiring Manager, who sets a password from the invitation and sees the Hiring Manager menu', async () => {
    await nav(companyPage).getByRole('link', { name: 'Employees' }).click();
    await companyPage.waitForURL(url('/employees'));
    await companyPage.getByRole('button', { name: 'Add employee' }).click();
    const dialog = companyPage.getByRole('dialog');
    await field(companyPage, 'E-mail').fill(managerEmail);
    await dialog.getByLabel(/^First name/).fill('Grace');
    await dialog.getByLabel(/^Last name/).fill('Hopper');
    await chooseOption(dialog.getByLabel(/^Role/), 'Hiring Manager', { text: true });
    await shot(companyPage, '05-add-employee');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await companyPage.getByRole('cell', { name: managerEmail }).waitFor();
    await companyPage.getByRole('cell', { name: 'Hiring Manager' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await shot(companyPage, '06-employees');

    const managerPage = await newPage();
    const invite = await backend.latestLink(managerEmail);
    expect(invite).toContain('/auth/resetpassword/confirm');
    expect(new URL(invite).searchParams.get('invite')).toBe('1');
    await managerPage.goto(invite);
    await see(managerPage, 'Set your password');
    await field(managerPage, 'New password').fill(password);
    await field(managerPage, 'Confirm password').fill(password);
    await shot(managerPage, '10-set-password');
    await managerPage.getByRole('button', { name: 'Save password' }).click();
    await managerPage.waitForURL(url('/auth/login'));

    await logIn(managerPage, managerEmail);
    await see(managerPage, 'Hello, Grace!');
    const menu = await menuTexts(managerPage);
    expect(menu).toEqual(expect.arrayContaining(['Dashboard', 'Job listing', 'Competency model', 'Applicants']));
    expect(menu).not.toContain('Employees');
    expect(menu).not.toContain('Org chart');
    await nav(managerPage).getByText('Job listing').click();
    await nav(managerPage).getByRole('link', { name: 'Requested staff list' }).waitFor();
    await managerPage.waitForTimeout(500); // the sub-menu's unfolding, for the picture
    await shot(managerPage, '11-hiring-manager-dashboard');

    await managerPage.goto(url('/employees'));
    await managerPage.waitForURL(url('/404'));
  });

  it('a job seeker registers, verifies, logs in, sees the job seeker menu and cannot open company pages', async () => {
    seekerPage = await newPage();
    await register(seekerPage, { first: 'Alan', last: 'Turing', email: seekerEmail });
    await verify(seekerPage, seekerEmail);
    await logIn(seekerPage, seekerEmail);
    await see(seekerPage, 'Hello, Alan!');
    expect(await menuTexts(seekerPage)).toEqual([
      'Dashboard',
      'Messages',
      'My applications',
      'Find jobs',
      'Browse companies',
      'My public profile',
    ]);
    await shot(seekerPage, '31-jobseeker-dashboard');

    await seekerPage.goto(url('/employees'));
    await seekerPage.waitForURL(url('/404'));
    await seekerPage.getByRole('heading', { name: 'Page not found' }).waitFor();
    await shot(seekerPage, '32-not-found');
    await seekerPage.getByRole('button', { name: 'Back to home' }).click();
    await seekerPage.waitForURL(url('/'));
    await see(seekerPage, 'Hello, Alan!');
  });

  it('the language switch changes the interface and survives a reload', async () => {
    await seekerPage.getByText('AZ', { exact: true }).click();
    await see(seekerPage, 'Müraciətlərim');
    await shot(seekerPage, '33-dashboard-az');
    await seekerPage.getByText('RU', { exact: true }).click();
    await see(seekerPage, 'Мои отклики');
    await seekerPage.reload();
    await see(seekerPage, 'Здравствуйте, Alan!');
    expect(await menuTexts(seekerPage)).toContain('Мои отклики');
    await shot(seekerPage, '34-dashboard-ru');
    await seekerPage.getByText('EN', { exact: true }).click();
    await see(seekerPage, 'My applications');
  });

  it('logout returns to the login page', async () => {
    await nav(seekerPage).getByRole('button', { name: 'Logout' }).click();
    await seekerPage.waitForURL(url('/auth/login'));
    await seekerPage.getByRole('button', { name: 'Log in' }).waitFor();
    await seekerPage.goto(url('/settings'));
    await seekerPage.waitForURL(/\/auth\/login\?redirectTo=%2Fsettings$/);
  });

  it('deleting the account needs the right password, and the account is gone after', async () => {
    await field(seekerPage, 'E-mail').fill(seekerEmail);
    await field(seekerPage, 'Password').fill(password);
    await seekerPage.getByRole('button', { name: 'Log in' }).click();
    // Back where the user was heading before logging in.
    await seekerPage.waitForURL(url('/settings'));
    await shot(seekerPage, '35-settings');

    await seekerPage.getByRole('button', { name: 'Delete account' }).click();
    const dialog = seekerPage.getByRole('dialog');
    await dialog.getByLabel(/^Current password/).fill('Wrong-passw0rd!');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await see(seekerPage, texts.deleteFailed);
    await shot(seekerPage, '36-delete-refused');

    await dialog.getByLabel(/^Current password/).fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await see(seekerPage, texts.deleteSuccess);
    await seekerPage.waitForURL(url('/auth/login'));

    await logIn(seekerPage, seekerEmail);
    await see(seekerPage, texts.noActiveUser);
    expect(new URL(seekerPage.url()).pathname).toBe('/auth/login');
  });
  // Issue 4 part 7: the hiring flow, from posting a job to hiring, across both sides.
  describe('hiring', () => {
    let applicantPage: Page;
    let jobPath = '';
    const day = (offset: number) => {
      const date = new Date(Date.now() + offset * 86_400_000);
      return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
    };
    const typeDate = async (input: Locator, value: string) => {
      await input.click();
      await input.fill(value);
      await input.press('Enter');
    };
    /** Where a status's column takes a drop: its whole height. */
    const column = (page: Page, status: string) => page.locator(`[data-column="${status}"]`);
    /** The cards under a status's header. */
    const cardsIn = (page: Page, status: string) => page.locator(`[role="gridcell"][data-status="${status}"]`).getByTestId('pipeline-card');
    const card = (page: Page) => page.getByTestId('pipeline-card').first();
    /** A drag as a person makes it: press on the card, move in steps, release over the column. */
    const drag = async (page: Page, source: Locator, target: Locator) => {
      const from = (await source.boundingBox())!;
      const to = (await target.boundingBox())!;
      await page.mouse.move(from.x + 12, from.y + from.height - 6);
      await page.mouse.down();
      await page.mouse.move(from.x + 30, from.y + from.height - 2, { steps: 4 });
      await page.mouse.move(to.x + to.width / 2, to.y + Math.min(120, to.height / 2), { steps: 12 });
      await page.mouse.up();
    };

    it('the company posts and publishes a job through the wizard', async () => {
      await companyPage.goto(url('/my-jobs'));
      await companyPage.getByRole('link', { name: 'Post job' }).first().click();
      await companyPage.waitForURL(/\/post-job\?step=jobInformation$/);
      await field(companyPage, 'Job title').fill(jobTitle);
      await chooseOption(field(companyPage, 'Employment type'), 'Full time');
      await field(companyPage, 'Location').fill('Baku');
      await chooseOption(field(companyPage, 'Job level'), 'Specialist');
      await shot(companyPage, '40-post-job-information');
      await companyPage.getByRole('button', { name: 'Next' }).click();
      await companyPage.waitForURL(/step=jobDescription/);
      await field(companyPage, 'Description').waitFor();
      // The description is required: Next stays on the step until it is filled.
      await companyPage.getByRole('button', { name: 'Next' }).click();
      await see(companyPage, 'This field is required.');
      // Text over the limit is kept whole and flagged, never cut, and Next refuses it in words.
      await field(companyPage, 'Description').fill('Rust. '.repeat(100));
      await see(companyPage, '600 / 500: 100 too many');
      expect(await field(companyPage, 'Description').inputValue()).toHaveLength(600);
      await companyPage.getByRole('button', { name: 'Next' }).click();
      await see(companyPage, 'Enter at most 500 characters.');
      await field(companyPage, 'Description').fill('Build the hiring platform in Rust, with event sourcing and PostgreSQL.');
      await field(companyPage, 'Responsibilities').fill('Design aggregates.\nReview code.');
      const skills = field(companyPage, 'Skills');
      await skills.fill('Rust');
      await skills.press('Enter');
      await skills.fill('PostgreSQL');
      await skills.press('Enter');
      // The picker's list of skills stays open for more; closed, it no longer covers the buttons.
      await skills.press('Escape');
      await companyPage.getByRole('button', { name: 'Next' }).click();
      await companyPage.waitForURL(/step=qualifications/);
      await chooseOption(field(companyPage, 'Education'), 'Bachelor');
      await companyPage.getByRole('button', { name: 'Next' }).click();
      await companyPage.waitForURL(/step=compensation/);
      await field(companyPage, 'Salary from').fill('2500');
      await field(companyPage, 'Salary up to').fill('4000');
      await companyPage.getByRole('button', { name: 'Next' }).click();
      await companyPage.waitForURL(/step=review/);
      await see(companyPage, /AZN\s2,500\s?–\s?4,000/);
      await shot(companyPage, '41-post-job-review');
      await companyPage.getByRole('button', { name: 'Publish' }).click();
      await see(companyPage, 'The job is published.');
      await companyPage.waitForURL(url('/my-jobs'));
      const row = companyPage.getByRole('row', { name: new RegExp(jobTitle) });
      await row.getByText('Live').waitFor();
      await shot(companyPage, '42-my-jobs');
      await row.getByRole('link', { name: jobTitle }).click();
      await companyPage.waitForURL(/\/my-job\//);
      jobPath = new URL(companyPage.url()).pathname;
    });

    it('a job seeker finds the job, uploads a CV when applying, and applies', async () => {
      applicantPage = await newPage();
      await register(applicantPage, { first: 'Grace', last: 'Hopper', email: applicantEmail });
      await verify(applicantPage, applicantEmail);
      await logIn(applicantPage, applicantEmail);
      await see(applicantPage, 'Hello, Grace!');
      await nav(applicantPage).getByRole('link', { name: 'Find jobs' }).click();
      await applicantPage.getByPlaceholder('Search jobs by title').fill(run);
      await applicantPage.getByPlaceholder('Search jobs by title').press('Enter');
      await applicantPage.waitForURL(new RegExp(`q=${run}`));
      await applicantPage.getByTestId('job-card').first().waitFor();
      await shot(applicantPage, '50-find-jobs');
      await applicantPage.getByRole('link', { name: jobTitle }).click();
      // A button of its own size, not a bar across the page.
      const apply = (await applicantPage.getByRole('button', { name: 'Apply' }).boundingBox())!;
      expect(apply.width).toBeLessThan(200);
      await applicantPage.getByRole('button', { name: 'Apply' }).click();
      const dialog = applicantPage.getByRole('dialog');
      await dialog.getByText('A CV is required to apply.').waitFor();
      // Checked here before it goes anywhere: a PDF of at most 1 MB.
      await applicantPage.getByTestId('cv-input').setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
      await dialog.getByText('PDF format required for CV.').waitFor();
      await shot(applicantPage, '51-apply-cv-refused');
      await applicantPage.getByTestId('cv-input').setInputFiles({ name: 'grace-hopper.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
      await see(applicantPage, 'Your CV is uploaded.');
      await field(applicantPage, 'Cover letter').fill('I wrote the first compiler; Rust is next.');
      await acceptPrivacyTerms(dialog);
      await shot(applicantPage, '52-apply-cover-letter');
      await dialog.getByRole('button', { name: 'Send application' }).click();
      await see(applicantPage, 'Your application has been sent.');
      await see(applicantPage, /You applied on/);
      await shot(applicantPage, '53-job-applied');
    });

    it('the company works the pipeline: a refused drop snaps back, then next step and an interview', async () => {
      // A wide screen shows all nine columns of the board at once.
      await companyPage.setViewportSize({ width: 1920, height: 1000 });
      await companyPage.goto(url(jobPath));
      await cardsIn(companyPage, 'applied').waitFor();
      // Applied cannot be hired: the server refuses, the card goes back.
      await drag(companyPage, card(companyPage), column(companyPage, 'hired'));
      await see(companyPage, 'Cannot move from Applied to Hired.');
      await cardsIn(companyPage, 'applied').waitFor();
      expect(await cardsIn(companyPage, 'hired').count()).toBe(0);
      await shot(companyPage, '60-pipeline-refused-move');

      await drag(companyPage, card(companyPage), column(companyPage, 'in_review'));
      await cardsIn(companyPage, 'in_review').waitFor();

      await drag(companyPage, card(companyPage), column(companyPage, 'interview'));
      const dialog = companyPage.getByRole('dialog');
      await dialog.getByText('Schedule an interview with Grace Hopper').waitFor();
      await typeDate(dialog.getByLabel(/^Date/), day(1));
      await typeDate(dialog.getByLabel(/^Start/), '10:00');
      await typeDate(dialog.getByLabel(/^End/), '11:00');
      await dialog.getByLabel(/^Location/).fill('Head office, room 3');
      await dialog.getByText('Ada Lovelace (you)').waitFor();
      await shot(companyPage, '61-schedule-interview');
      await dialog.getByRole('button', { name: 'Schedule' }).click();
      await see(companyPage, 'The interview is scheduled.');
      await cardsIn(companyPage, 'interview').waitFor();
      await shot(companyPage, '62-pipeline-interview');
    });

    it('the interviewer evaluates, and the company sends an offer from the board', async () => {
      await cardsIn(companyPage, 'interview').getByRole('link', { name: 'Grace Hopper' }).click();
      await companyPage.waitForURL(/\/applicant\//);
      await companyPage.getByTestId('interview').waitFor();
      // Evaluations open once the interview has started.
      await companyPage.getByTestId('interview').getByRole('button', { name: 'Start', exact: true }).click();
      await companyPage.getByRole('button', { name: 'Evaluate' }).click();
      const evaluation = companyPage.getByRole('dialog');
      await evaluation.getByTestId('category-4').locator('.ant-rate-star').nth(3).click();
      await evaluation.getByTestId('category-5').locator('.ant-rate-star').nth(4).click();
      await evaluation.getByLabel('Overall comment').fill('Strong systems thinking.');
      await shot(companyPage, '63-evaluation');
      await evaluation.getByRole('button', { name: 'Submit evaluation' }).click();
      await see(companyPage, 'Your evaluation is submitted.');
      await companyPage.getByTestId('evaluation').waitFor();

      await companyPage.goto(url(jobPath));
      await drag(companyPage, card(companyPage), column(companyPage, 'offered'));
      const dialog = companyPage.getByRole('dialog');
      await dialog.getByText('Offer the job to Grace Hopper').waitFor();
      await dialog.getByLabel('Gross salary').fill('3500');
      await dialog.getByLabel('Bonus system').fill('10% yearly');
      await dialog.getByLabel('Notes').fill('Welcome aboard.');
      await shot(companyPage, '64-offer-job');
      await dialog.getByRole('button', { name: 'Send offer' }).click();
      await see(companyPage, 'The offer is sent.');
      await cardsIn(companyPage, 'offered').waitFor();
    });

    it('the job seeker accepts the offer', async () => {
      await nav(applicantPage).getByRole('link', { name: 'My applications' }).click();
      const application = applicantPage.getByTestId('my-application').first();
      await application.getByText(/Job offer: AZN\s3,500/).waitFor();
      await application.getByText(/Interview on/).waitFor();
      await shot(applicantPage, '70-my-applications-offer');
      await application.getByRole('button', { name: 'Accept' }).click();
      await applicantPage.locator('.ant-popconfirm').getByRole('button', { name: 'Accept' }).click();
      await see(applicantPage, 'You have accepted the offer.');
      await application.getByText('Accepted by applicant').waitFor();
    });

    it('the company hires, and the applicant page shows the whole history', async () => {
      await companyPage.goto(url(jobPath));
      await cardsIn(companyPage, 'accepted_by_applicant').getByRole('link', { name: 'Grace Hopper' }).click();
      await companyPage.waitForURL(/\/applicant\//);
      await companyPage.getByRole('button', { name: 'Hire', exact: true }).first().click();
      await companyPage.locator('.ant-popconfirm').getByRole('button', { name: 'Hire' }).click();
      await see(companyPage, 'Done.');
      await companyPage.locator('[data-status="hired"]').first().waitFor();
      const history = companyPage.getByTestId('history');
      for (const line of ['Applied', 'Applied → In review', 'In review → Interview', 'Evaluation submitted', /^Offer sent: AZN\s3,500$/, 'Offer accepted', 'Accepted by applicant → Hired']) {
        await history.getByText(line, { exact: true }).first().waitFor();
      }
      await history.getByText(/Ada Lovelace · /).first().waitFor();
      await history.getByText(/Grace Hopper · /).first().waitFor();
      await shot(companyPage, '65-applicant-hired-history');
    });

    it('the job seeker sees "hired" under My applications', async () => {
      await applicantPage.goto(url('/my-applications'));
      await applicantPage.getByRole('tab', { name: 'Hired' }).click();
      await applicantPage.waitForURL(/\/my-applications\?tab=hired$/);
      await applicantPage.getByTestId('my-application').getByText(jobTitle).waitFor();
      await applicantPage.getByTestId('my-application').locator('[data-status="hired"]').waitFor();
      await shot(applicantPage, '71-my-applications-hired');
      await nav(applicantPage).getByRole('link', { name: 'Dashboard' }).click();
      await applicantPage.getByText('Ready to apply').waitFor();
      await shot(applicantPage, '72-jobseeker-dashboard');
    });

    it('the company side screens show the hiring', async () => {
      await companyPage.setViewportSize({ width: 1366, height: 860 });
      await companyPage.goto(url('/'));
      await companyPage.getByTestId('hiring-overview').getByText('Applications by job').waitFor();
      await companyPage.getByTestId('hiring-overview').getByRole('link', { name: jobTitle }).waitFor();
      await shot(companyPage, '80-company-dashboard-hiring');
      await companyPage.goto(url('/all-applicants'));
      await companyPage.getByRole('row', { name: /Grace Hopper/ }).waitFor();
      // A bulk move reports per row: a hired applicant has no next step.
      await companyPage.getByRole('row', { name: /Grace Hopper/ }).getByRole('checkbox').check();
      await companyPage.getByRole('button', { name: /Move to next step/ }).click();
      await companyPage.getByTestId('bulk-summary').getByText('Moved: 0. Refused: 1.').waitFor();
      await companyPage.getByTestId('outcome-refused').waitFor();
      await shot(companyPage, '81-all-applicants-bulk');
      await companyPage.goto(url('/job-offers'));
      await companyPage.getByRole('row', { name: /Grace Hopper/ }).getByText('Accepted').waitFor();
      await shot(companyPage, '82-job-offers');
      await companyPage.goto(url('/my-schedule?view=calendar'));
      await companyPage.getByText(/10:00 Grace Hopper/).first().waitFor();
      await shot(companyPage, '83-my-schedule');
      await companyPage.goto(url('/requested-staff'));
      await companyPage.getByText('No staff requests.').first().waitFor();
      await shot(companyPage, '84-requested-staff');
    });

    it('turning the ats module off sends its routes to /404', async () => {
      await backend.setModule(companyEmail, 'ats', false);
      await companyPage.goto(url('/my-jobs'));
      await companyPage.waitForURL(url('/404'));
      await companyPage.getByRole('heading', { name: 'Page not found' }).waitFor();
      await shot(companyPage, '90-module-off-not-found');
    });
  });
  // Issue 5: chat and notifications over the live connections, across two browsers.
  describe('realtime', () => {
    const chatterEmail = `chatter.${run}@gmail.com`;
    let chatterPage: Page;
    let chatterId = '';
    let liveApplication = '';
    const badge = (page: Page, count: number) => nav(page).locator(`[data-testid="messages-badge"] .ant-badge-count[title="${count}"]`);
    const bell = (page: Page) => page.locator('header button[data-unread]');

    it('a company and a job seeker chat live, and the unread badge follows', async () => {
      await backend.setModule(companyEmail, 'ats', true);
      chatterPage = await newPage();
      await register(chatterPage, { first: 'Alan', last: 'Turing', email: chatterEmail });
      await verify(chatterPage, chatterEmail);
      await logIn(chatterPage, chatterEmail);
      await see(chatterPage, 'Hello, Alan!');
      chatterId = (await json<{ id: string }>(apiAs(chatterPage, 'GET', '/api/auth/users/me/'))).id;
      expect(await nav(chatterPage).getByTestId('messages-badge').count()).toBe(0);

      await companyPage.setViewportSize({ width: 1366, height: 860 });
      await companyPage.goto(url(`/message/${chatterId}`));
      await companyPage.getByTestId('chat-party').getByText('Alan Turing').waitFor();
      await see(companyPage, 'No messages yet. Say hello!');
      await see(companyPage, 'Enter sends, Shift+Enter adds a new line.');
      const input = companyPage.getByRole('textbox', { name: 'Write a message' });
      // Blank text is not sent; Shift+Enter is a new line, Enter sends and empties the box.
      await input.fill('   ');
      await input.press('Enter');
      await input.fill('Hello Alan!');
      await input.press('Shift+Enter');
      await input.pressSequentially('Are you free for a call tomorrow?');
      expect(await input.inputValue()).toBe('Hello Alan!\nAre you free for a call tomorrow?');
      await input.press('Enter');
      const sent = companyPage.getByTestId('chat-message').filter({ hasText: 'Are you free for a call tomorrow?' });
      await sent.waitFor();
      expect(await input.inputValue()).toBe('');
      expect(await companyPage.getByTestId('chat-message').count()).toBe(1);
      expect(await sent.getAttribute('data-own')).toBe('true');

      // The job seeker, without reloading: the badge shows 1, the list has the conversation.
      await badge(chatterPage, 1).waitFor();
      await nav(chatterPage).getByRole('link', { name: /^Messages/ }).click();
      await chatterPage.waitForURL(url('/messages'));
      const conversation = chatterPage.getByTestId('conversation').filter({ hasText: `Acme ${run}` });
      await conversation.getByText(/Are you free for a call tomorrow\?/).waitFor();
      await shot(chatterPage, '95-messages');
      await conversation.click();
      await chatterPage.waitForURL(/\/message\/[0-9a-f-]+$/);
      const received = chatterPage.getByTestId('chat-message').filter({ hasText: 'Are you free for a call tomorrow?' });
      await received.waitFor();
      expect(await received.getAttribute('data-own')).toBe('false');
      // Opening the chat reports the message read: the badge drops to nothing.
      await nav(chatterPage).getByTestId('messages-badge').waitFor({ state: 'detached' });
      expect(await chatterPage.getByRole('link', { name: 'View profile' }).getAttribute('href')).toMatch(/^\/company\//);

      const reply = chatterPage.getByRole('textbox', { name: 'Write a message' });
      await reply.fill('Yes, at 10:00 works for me.');
      await reply.press('Enter');
      await chatterPage.getByTestId('chat-message').filter({ hasText: 'Yes, at 10:00 works for me.' }).waitFor();
      // The company sees the reply live, on its left.
      const answer = companyPage.getByTestId('chat-message').filter({ hasText: 'Yes, at 10:00 works for me.' });
      await answer.waitFor();
      expect(await answer.getAttribute('data-own')).toBe('false');
      expect(await companyPage.getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe(`/jobseeker/profile/${chatterId}`);
      await companyPage.waitForTimeout(300); // the scroll to the bottom, for the picture
      await shot(companyPage, '96-chat-company');
      await shot(chatterPage, '97-chat-jobseeker');
    });

    it("the job seeker's bell rings when the company moves their application, and opening it clears it", async () => {
      // The application through the API: the hiring tests cover the screens.
      const cv = await chatterPage.evaluate(async (pdf) => {
        const form = new FormData();
        form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'alan-turing.pdf');
        const response = await fetch('/api/accounts/cv/', { method: 'POST', headers: { Authorization: `JWT ${localStorage.getItem('hire.access')}` }, body: form });
        return { status: response.status, body: await response.text() };
      }, tinyPdf.toString('latin1'));
      expect(cv.status, cv.body).toBeLessThan(300);
      const job = await json<{ id: string }>(
        apiAs(companyPage, 'POST', '/api/jobs/job/', {
          title: `Compiler engineer ${run}`,
          employment_type: 'full_time',
          description: 'Design the type checker and the code generator of our new language, in Rust, with a small team.',
          publish: true,
        }),
        201,
      );
      const application = await json<{ id: string }>(apiAs(chatterPage, 'POST', `/api/jobs/job/${job.id}/apply/`, { cover_letter: null, privacy_terms_version: privacyTermsVersion }), 201);
      await chatterPage.goto(url('/'));
      await see(chatterPage, 'Hello, Alan!');
      await bell(chatterPage).waitFor();
      expect(await bell(chatterPage).getAttribute('data-unread')).toBe('false');

      await json(apiAs(companyPage, 'POST', `/api/jobs/applicant/${application.id}/action/`, { action: 'next_step', reason: null }));
      await chatterPage.locator('header button[data-unread="true"]').waitFor();
      await chatterPage.getByRole('button', { name: 'Unread notifications' }).click();
      await chatterPage.locator('header button[data-unread="false"]').waitFor();
      const list = chatterPage.getByTestId('notifications');
      await list.getByRole('link').first().waitFor();
      expect(await list.getByRole('link').first().getAttribute('href')).toBe('/my-applications');
      await shot(chatterPage, '98-notifications');
      // Seen for good: a reload keeps the quiet bell.
      await chatterPage.reload();
      await bell(chatterPage).waitFor();
      await chatterPage.waitForTimeout(1000);
      expect(await bell(chatterPage).getAttribute('data-unread')).toBe('false');
    });

    // Issue 39, item 2: the screens behind the bell follow the events, for both parties.
    it("a new application counts on the company's job list without a reload", async () => {
      const title = `Type theorist ${run}`;
      const job = await json<{ id: string }>(
        apiAs(companyPage, 'POST', '/api/jobs/job/', {
          title,
          employment_type: 'full_time',
          description: 'Prove the soundness of our type system and keep the proofs in step with the compiler.',
          publish: true,
        }),
        201,
      );
      await companyPage.goto(url('/my-jobs'));
      const row = companyPage.getByRole('row').filter({ hasText: title });
      await row.getByRole('cell', { name: '0', exact: true }).waitFor();

      liveApplication = (
        await json<{ id: string }>(apiAs(chatterPage, 'POST', `/api/jobs/job/${job.id}/apply/`, { cover_letter: null, privacy_terms_version: privacyTermsVersion }), 201)
      ).id;
      await row.getByRole('cell', { name: '1', exact: true }).waitFor();
    });

    it("the job seeker's application follows the company's moves without a reload", async () => {
      await chatterPage.goto(url('/my-applications'));
      const card = chatterPage.getByTestId('my-application').filter({ hasText: `Type theorist ${run}` });
      await card.locator('[data-status="applied"]').waitFor();
      for (let step = 0; step < 4; step++) {
        await json(apiAs(companyPage, 'POST', `/api/jobs/applicant/${liveApplication}/action/`, { action: 'next_step', reason: null }));
      }
      await card.locator('[data-status="offered"]').waitFor();
    });

    it("the company's applicant page follows the applicant's answer without a reload", async () => {
      await companyPage.goto(url(`/applicant/${liveApplication}`));
      await companyPage.locator('[data-status="offered"]').first().waitFor();
      const withdrawn = await apiAs(chatterPage, 'POST', `/api/jobs/my-applications/${liveApplication}/withdraw/`);
      expect(withdrawn.status, withdrawn.body).toBeLessThan(300);
      await companyPage.locator('[data-status="rejected_by_applicant"]').first().waitFor();
    });
  });

  // Issue #5: profiles, CV upload, typo-tolerant job search, the CV database and dropping a CV.
  describe('profiles and search', () => {
    const profileEmail = `katherine.${run}@gmail.com`;
    const liveTitle = `Backend Engineer ${run}`;
    const skill = `Fortran${run}`;
    let profilePage: Page;
    /** Search is indexed asynchronously: load `path` again until `found` shows, for up to 20 s. */
    const pollFor = async (page: Page, path: string, found: Locator) => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        await page.goto(url(path));
        try {
          await found.waitFor({ timeout: 2_000 });
          return;
        } catch (error) {
          if (Date.now() > deadline) throw error;
        }
      }
    };

    it('a job seeker edits their profile, and the saved sections are there after a reload', async () => {
      profilePage = await newPage();
      await register(profilePage, { first: 'Katherine', last: 'Johnson', email: profileEmail });
      await verify(profilePage, profileEmail);
      await logIn(profilePage, profileEmail);
      await see(profilePage, 'Hello, Katherine!');
      await nav(profilePage).getByRole('link', { name: 'My public profile' }).click();
      await profilePage.waitForURL(url('/profile'));

      const basics = profilePage.getByTestId('section-basics');
      await basics.getByRole('button', { name: 'Edit' }).click();
      await field(profilePage, 'Headline').fill('Orbital mechanics engineer');
      await field(profilePage, 'Region').fill('Baku');
      await field(profilePage, 'Bio').fill('I calculated trajectories for the first crewed orbital flights.');
      await basics.getByRole('button', { name: 'Save' }).click();
      await see(profilePage, 'Saved.');
      await basics.getByRole('button', { name: 'Edit' }).waitFor();

      await profilePage.getByTestId('section-experiences').getByRole('button', { name: 'Add experience' }).click();
      const dialog = profilePage.getByRole('dialog');
      await dialog.getByLabel(/^Title/).fill('Research mathematician');
      await dialog.getByLabel(/^Company/).fill('NASA');
      const start = dialog.getByLabel(/^Start date/);
      await start.click();
      await start.fill('01.03.2020');
      await start.press('Enter');
      // A period ending before it starts is refused on the spot.
      const end = dialog.getByLabel(/^End date/);
      await end.click();
      await end.fill('01.01.2020');
      await end.press('Enter');
      await dialog.getByText('The end date must be after the start date.').waitFor();
      await end.fill('01.06.2023');
      await end.press('Enter');
      await shot(profilePage, '100-profile-experience-dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });

      const skills = profilePage.getByTestId('section-skills');
      await skills.getByRole('button', { name: 'Edit' }).click();
      const tags = field(profilePage, 'Skills');
      await tags.fill(skill);
      await tags.press('Enter');
      // The catalogue is searched in every language: part of an Azerbaijani or a Russian name
      // finds the skill, offered by its name in the reader's language.
      const catalogueOption = (name: string) => profilePage.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${name}"]`);
      await tags.fill('Ünsiyy');
      await catalogueOption('Communication').click();
      await tags.fill('управлен');
      await catalogueOption('Project Management').click();
      await tags.press('Escape');
      await skills.getByRole('button', { name: 'Save' }).click();
      await skills.getByRole('button', { name: 'Edit' }).waitFor();

      await profilePage.reload();
      await see(profilePage, 'Orbital mechanics engineer · Baku');
      await profilePage.getByTestId('experiences-item').getByText('Research mathematician').waitFor();
      await profilePage.getByTestId('experiences-item').getByText('03.2020 – 06.2023').waitFor();
      const savedSkills = profilePage.getByTestId('section-skills');
      for (const name of [skill, 'Communication', 'Project Management']) await savedSkills.getByText(name, { exact: true }).waitFor();
      await shot(profilePage, '101-profile-saved');
    });

    it('uploading a CV: a non-PDF is refused, a PDF is kept, made visible, and the generated CV downloads', async () => {
      const cv = profilePage.getByTestId('section-cv');
      await profilePage.getByTestId('cv-input').setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
      await cv.getByText('PDF format required for CV.').waitFor();
      await shot(profilePage, '102-profile-cv-refused');
      await profilePage.getByTestId('cv-input').setInputFiles({ name: 'katherine-johnson.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
      await see(profilePage, 'Your CV is uploaded.');
      await cv.getByText('katherine-johnson.pdf').waitFor();

      const visible = profilePage.getByRole('switch');
      expect(await visible.getAttribute('aria-checked')).toBe('false');
      await visible.click();
      await see(profilePage, 'Saved.');
      await profilePage.reload();
      await cv.getByText('katherine-johnson.pdf').waitFor();
      await profilePage.locator('[role="switch"][aria-checked="true"]').waitFor();

      const download = profilePage.waitForEvent('download');
      await cv.getByRole('button', { name: 'Download generated CV' }).click();
      expect((await download).suggestedFilename()).toBe('Katherine-Johnson.pdf');
      await shot(profilePage, '103-profile-cv');
    });

    it('a job seeker finds a live job with a typo in the keywords', async () => {
      await json(
        apiAs(companyPage, 'POST', '/api/jobs/job/', {
          title: liveTitle,
          employment_type: 'full_time',
          location: 'Baku',
          skills: ['Rust'],
          description: 'Build the search and profile services of our hiring platform, in Rust, with PostgreSQL.',
          publish: true,
        }),
        201,
      );
      await pollFor(profilePage, `/jobs?q=${encodeURIComponent('backend enginer')}`, profilePage.getByRole('link', { name: liveTitle }));
      await profilePage.getByTestId('job-filters').waitFor();
      await shot(profilePage, '104-find-jobs-typo');
      // The filters live in the URL: choosing a facet value adds it.
      await chooseOption(profilePage.getByLabel('Employment type'), 'Full time');
      await profilePage.waitForURL(/employment_type=full_time/);
      await profilePage.getByRole('link', { name: liveTitle }).waitFor();
    });

    it('a company with ats finds the job seeker in the CV database by a skill and opens the profile', async () => {
      const candidate = companyPage.getByTestId('candidate-card').filter({ hasText: 'Katherine Johnson' });
      await pollFor(companyPage, `/cv-database?skills=${encodeURIComponent(skill)}`, candidate);
      await candidate.getByText(skill).waitFor();
      await shot(companyPage, '105-cv-database');
      await candidate.getByRole('link', { name: 'Katherine Johnson' }).click();
      await companyPage.waitForURL(/\/jobseeker\/profile\//);
      await see(companyPage, 'Orbital mechanics engineer · Baku');
      await companyPage.getByTestId('experiences-item').getByText('Research mathematician').waitFor();
      expect(await companyPage.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      await shot(companyPage, '106-public-jobseeker-profile');
    });

    it('the job seeker drops their CV to the company, once, and the company sees it under Dropped CVs', async () => {
      await pollFor(profilePage, `/browse-companies?q=${encodeURIComponent(`Acme ${run}`)}`, profilePage.getByRole('link', { name: `Acme ${run}` }));
      await shot(profilePage, '107-browse-companies');
      await profilePage.getByRole('link', { name: `Acme ${run}` }).click();
      await profilePage.waitForURL(/\/company\//);
      await profilePage.getByTestId('company-jobs').getByRole('link', { name: liveTitle }).waitFor();
      await profilePage.getByRole('button', { name: 'Drop CV' }).click();
      await see(profilePage, 'Your CV is dropped to this company.');
      await profilePage.getByRole('button', { name: 'CV dropped' }).waitFor();
      await profilePage.reload();
      expect(await profilePage.getByRole('button', { name: 'CV dropped' }).isDisabled()).toBe(true);
      await shot(profilePage, '108-company-cv-dropped');

      await companyPage.goto(url('/cv-database'));
      await companyPage.getByRole('tab', { name: 'Dropped CVs' }).click();
      await companyPage.waitForURL(/dropped=true/);
      await companyPage.getByTestId('candidate-card').filter({ hasText: 'Katherine Johnson' }).getByText(/CV dropped/).waitFor();
      await shot(companyPage, '109-cv-database-dropped');
    });
  });
});
