import { existsSync } from 'node:fs';
import { type Locator, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { password, privacyTermsVersion, useHarness, type Owner } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the keyboard-only hiring flow browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const owner: Owner = { name: `Keys ${run}`, email: `owner@keys-${run}.io`, first: 'Kamala' };
const seeker = { first_name: 'Tural', last_name: 'Huseynov', email: `tural.${run}@gmail.com` };
const applicant = `${seeker.first_name} ${seeker.last_name}`;
/** Two more applicants: one the company rejects, one who withdraws. */
const rejected = { first_name: 'Leyla', last_name: 'Mammadova', email: `leyla.${run}@gmail.com` };
const withdrawing = { first_name: 'Murad', last_name: 'Aliyev', email: `murad.${run}@gmail.com` };
const jobTitle = `Keyboard tester ${run}`;

/** A date `days` from today as the date fields take it typed: DD.MM.YYYY. */
const day = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
};

// The accessibility issue (WCAG 2.2 AA, 2.1.1 Keyboard, 2.4.3 Focus order, 3.3.1 Error
// identification): the whole hiring flow with the keyboard alone, both sides. The accounts are
// made through the API; everything else is keys: Tab, Shift+Tab, Enter, Space, the arrows,
// Escape and typing. A locator only says where the focus should arrive, never acts. A screen
// that is not reached through the flow itself is opened by its address, as one typed.
describe.skipIf(!haveBackend)('The hiring flow by keyboard only, in a browser against the real backend', () => {
  const harness = useHarness();
  const { url, companyThroughApi, seekerThroughApi } = harness;
  let company: Page;
  let candidate: Page;
  let jobPath = '';
  let applicantPath = '';
  afterAll(() => Promise.all([company, candidate].filter(Boolean).map((page) => page.context().close())));

  const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

  /** Presses `key` (Tab, or Shift+Tab to go back) until `target` has the focus; fails after `limit` presses. */
  async function tabTo(page: Page, target: Locator, { key = 'Tab', limit = 60 }: { key?: string; limit?: number } = {}): Promise<void> {
    await target.waitFor();
    for (let presses = 0; !(await hasFocus(target)); presses += 1) {
      if (presses >= limit) {
        const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
        throw new Error(`${limit} × ${key} did not reach ${target}; the focus is on ${at}`);
      }
      await page.keyboard.press(key);
    }
  }

  /** Tabs to a field and types into it. */
  async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
    await tabTo(page, field);
    await page.keyboard.type(text);
  }

  /** Tabs to a date or time field, types the value and takes it with Enter. */
  async function typeDate(page: Page, field: Locator, value: string): Promise<void> {
    await tabTo(page, field);
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }

  const label = (scope: Page | Locator, name: string) => scope.getByLabel(new RegExp(`^${name}\\*?$`));

  /** A new page signed in through the login screen by keyboard. */
  async function signIn(email: string, first: string): Promise<Page> {
    const context = await harness.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(url('/auth/login'));
    await typeInto(page, label(page, 'E-mail'), email);
    await typeInto(page, label(page, 'Password'), password);
    await page.keyboard.press('Enter');
    await page.getByText(`Hello, ${first}!`).first().waitFor();
    return page;
  }

  /** Escape closes `overlay`, and the focus is back on `opener`. */
  async function escapeReturnsTo(page: Page, overlay: Locator, opener: Locator): Promise<void> {
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(opener)).toBe(true);
  }

  /**
   * Presses `trigger` and answers its confirmation by keys: the confirmation takes the focus,
   * Escape gives it back to `trigger`, and once opened again, Enter on its `answer` button confirms.
   */
  async function confirmByKeys(page: Page, trigger: Locator, answer: string): Promise<void> {
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const confirm = page.locator('.ant-popconfirm:visible');
    await expect.poll(() => hasFocus(confirm)).toBe(true);
    await escapeReturnsTo(page, confirm, trigger);
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(confirm)).toBe(true);
    await tabTo(page, confirm.getByRole('button', { name: answer }));
    await page.keyboard.press('Enter');
  }

  it('given a company and a job seeker with a CV, both sign in by keyboard', async () => {
    await companyThroughApi(owner);
    await seekerThroughApi(seeker);
    company = await signIn(owner.email, owner.first);
    candidate = await signIn(seeker.email, seeker.first_name);
  });

  it('given a signed-in page, the first Tab stop is a visible skip link, and Enter on it puts the focus on the main content', async () => {
    await company.goto(url('/my-jobs'));
    await company.getByRole('main').waitFor();
    await company.keyboard.press('Tab');
    const skip = company.getByRole('link', { name: 'Skip to main content' });
    expect(await hasFocus(skip)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.x >= 0 && box.y >= 0 && box.width > 1 && box.height > 1, 'the skip link shows on focus').toBe(true);
    await company.keyboard.press('Enter');
    await expect.poll(() => company.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('main');
    // The next Tab goes into the page's content, past the menu and the top bar.
    await company.keyboard.press('Tab');
    expect(await company.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  it('when the company posts a job with the wizard, Next on an empty required field puts the focus on it', async () => {
    await company.goto(url('/post-job?step=jobInformation'));
    await typeInto(company, label(company, 'Job title'), jobTitle);
    // Employment type is required and left empty: Next refuses and takes the focus there.
    await tabTo(company, company.getByRole('button', { name: 'Next' }));
    await company.keyboard.press('Enter');
    await company.getByText('This field is required.').first().waitFor();
    await expect.poll(() => hasFocus(label(company, 'Employment type'))).toBe(true);
  });

  it('then the company fills every step of the wizard and publishes the job', async () => {
    await company.keyboard.type('Full');
    await company.locator('.ant-select-dropdown:visible .ant-select-item-option-active').filter({ hasText: 'Full time' }).waitFor();
    await company.keyboard.press('Enter');
    await typeInto(company, label(company, 'Location'), 'Baku');
    await tabTo(company, company.getByRole('button', { name: 'Next' }));
    await company.keyboard.press('Enter');
    await company.waitForURL(/step=jobDescription/);
    await typeInto(company, label(company, 'Description'), 'Try every screen with the keyboard alone and report what it cannot reach.');
    for (const step of ['qualifications', 'compensation', 'review']) {
      await tabTo(company, company.getByRole('button', { name: 'Next' }));
      await company.keyboard.press('Enter');
      await company.waitForURL(new RegExp(`step=${step}`));
    }
    await tabTo(company, company.getByRole('button', { name: 'Publish' }));
    await company.keyboard.press('Enter');
    await company.getByText('The job is published.').first().waitFor();
    await company.waitForURL(url('/my-jobs'));
    await tabTo(company, company.getByRole('link', { name: jobTitle }));
    await company.keyboard.press('Enter');
    await company.waitForURL(/\/my-job\//);
    jobPath = new URL(company.url()).pathname;
  });

  it('when the job seeker finds the job and opens the apply dialog, Escape closes it and gives the focus back to Apply', async () => {
    await candidate.goto(url('/jobs'));
    await typeInto(candidate, candidate.getByPlaceholder('Search jobs by title'), run);
    await candidate.keyboard.press('Enter');
    await candidate.waitForURL(new RegExp(`q=${run}`));
    await tabTo(candidate, candidate.getByRole('link', { name: jobTitle }));
    await candidate.keyboard.press('Enter');
    const apply = candidate.getByRole('button', { name: 'Apply', exact: true });
    await tabTo(candidate, apply);
    await candidate.keyboard.press('Enter');
    const dialog = candidate.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send application' }).waitFor();
    await escapeReturnsTo(candidate, dialog, apply);
  });

  it('when the job seeker sends the application without accepting the privacy terms, the focus goes to the terms, and with them ticked it is sent', async () => {
    await candidate.keyboard.press('Enter');
    const dialog = candidate.getByRole('dialog');
    await typeInto(candidate, label(dialog, 'Cover letter'), 'I test with the keyboard every day.');
    await tabTo(candidate, dialog.getByRole('button', { name: 'Send application' }));
    await candidate.keyboard.press('Enter');
    const terms = dialog.getByRole('checkbox', { name: /I accept the privacy terms/ });
    await expect.poll(() => hasFocus(terms)).toBe(true);
    await candidate.keyboard.press('Space');
    expect(await terms.isChecked()).toBe(true);
    await tabTo(candidate, dialog.getByRole('button', { name: 'Send application' }));
    await candidate.keyboard.press('Enter');
    await candidate.getByText('Your application has been sent.').first().waitFor();
  });

  /** The card of the applicant on the board, in the column of `status`. */
  const cardIn = (status: string) => company.locator(`[role="gridcell"][data-status="${status}"]`).filter({ hasText: applicant });

  /** The board's live region says the applicant moved to `status`, once the server took the move. */
  const said = (status: string) => expect.poll(() => company.getByRole('status').filter({ hasText: 'moved to' }).innerText()).toBe(`${applicant} moved to ${status}`);

  /** Opens the card's move menu with Space, goes down to `move` with the arrows and takes it with Enter. */
  async function moveTo(move: string): Promise<void> {
    await company.keyboard.press('Space');
    await expect.poll(() => company.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    for (let presses = 0; (await company.evaluate(() => document.activeElement?.textContent)) !== move; presses += 1) {
      expect(presses, `arrows to "${move}"`).toBeLessThan(12);
      await company.keyboard.press('ArrowDown');
    }
    await company.keyboard.press('Enter');
  }

  it('when the company moves the applicant to review from the board, the focus stays on the card in its new column', async () => {
    await company.goto(url(jobPath));
    await tabTo(company, cardIn('applied'));
    await moveTo('In review');
    await said('In review');
    await expect.poll(() => hasFocus(cardIn('in_review'))).toBe(true);
  });

  it('when the company picks Interview in the card\'s menu with Enter, the schedule dialog opens and stays, and Escape gives the focus back to the card', async () => {
    await moveTo('Interview');
    const dialog = company.getByRole('dialog');
    await dialog.getByText(`Schedule an interview with ${applicant}`).waitFor();
    // The Enter that picked must not also press a button of the dialog that opened.
    await company.waitForTimeout(500);
    expect(await dialog.isVisible()).toBe(true);
    await expect.poll(() => hasFocus(dialog)).toBe(true);
    await escapeReturnsTo(company, dialog, cardIn('in_review'));
  });

  it('when the company opens the applicant with Enter and schedules the interview, Escape closes the dialog back to its button', async () => {
    await company.keyboard.press('Enter');
    await company.waitForURL(/\/applicant\//);
    applicantPath = new URL(company.url()).pathname;
    const schedule = company.getByRole('button', { name: 'Schedule interview' });
    await tabTo(company, schedule);
    await company.keyboard.press('Enter');
    const dialog = company.getByRole('dialog');
    await dialog.getByText(`Schedule an interview with ${applicant}`).waitFor();
    await escapeReturnsTo(company, dialog, schedule);
  });

  it('then the schedule dialog refuses an empty date with the focus on it, and schedules once it is filled', async () => {
    await company.keyboard.press('Enter');
    const dialog = company.getByRole('dialog');
    await dialog.getByText(`Schedule an interview with ${applicant}`).waitFor();
    await tabTo(company, dialog.getByRole('button', { name: 'Schedule', exact: true }), { key: 'Shift+Tab' });
    await company.keyboard.press('Enter');
    await expect.poll(() => hasFocus(label(dialog, 'Date'))).toBe(true);
    await company.keyboard.type(day(1));
    await company.keyboard.press('Enter');
    await typeDate(company, label(dialog, 'Start'), '10:00');
    await typeDate(company, label(dialog, 'End'), '11:00');
    await typeInto(company, label(dialog, 'Location'), 'Head office, room 3');
    await dialog.getByText(`${owner.first} Owner (you)`).waitFor();
    await tabTo(company, dialog.getByRole('button', { name: 'Schedule', exact: true }));
    await company.keyboard.press('Enter');
    await company.getByText('The interview is scheduled.').first().waitFor();
  });

  it('when the company starts the interview, the evaluation dialog closes on Escape back to Evaluate', async () => {
    const interview = company.getByTestId('interview');
    await tabTo(company, interview.getByRole('button', { name: 'Start', exact: true }));
    await company.keyboard.press('Enter');
    const evaluate = company.getByRole('button', { name: 'Evaluate' });
    await tabTo(company, evaluate);
    await company.keyboard.press('Enter');
    const dialog = company.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit evaluation' }).waitFor();
    await escapeReturnsTo(company, dialog, evaluate);
  });

  it('then the company rates with the arrow keys and submits the evaluation', async () => {
    await company.keyboard.press('Enter');
    const dialog = company.getByRole('dialog');
    for (const category of ['category-4', 'category-5']) {
      // A rating is one Tab stop; → raises it a star at a time.
      await tabTo(company, dialog.getByTestId(category).locator('.ant-rate'));
      for (let star = 0; star < 4; star += 1) await company.keyboard.press('ArrowRight');
    }
    await typeInto(company, label(dialog, 'Overall comment'), 'Found every control without a mouse.');
    await tabTo(company, dialog.getByRole('button', { name: 'Submit evaluation' }));
    await company.keyboard.press('Enter');
    await company.getByText('Your evaluation is submitted.').first().waitFor();
    await company.getByTestId('evaluation').waitFor();
  });

  it('when the company offers the job from the applicant page, the offer dialog refuses an empty salary with the focus on it, then sends the offer', async () => {
    await tabTo(company, company.getByRole('button', { name: 'Offer job' }), { key: 'Shift+Tab' });
    await company.keyboard.press('Enter');
    const dialog = company.getByRole('dialog');
    await dialog.getByText(`Offer the job to ${applicant}`).waitFor();
    await tabTo(company, dialog.getByRole('button', { name: 'Send offer' }));
    await company.keyboard.press('Enter');
    const salary = dialog.getByRole('spinbutton', { name: 'Gross salary' });
    await expect.poll(() => hasFocus(salary)).toBe(true);
    await company.keyboard.type('3500');
    await typeDate(company, label(dialog, 'Last date for acceptance'), day(7));
    await tabTo(company, dialog.getByRole('button', { name: 'Send offer' }));
    await company.keyboard.press('Enter');
    await company.getByText('The offer is sent.').first().waitFor();
  });

  it('when the job seeker accepts the offer, the confirmation takes the focus and Enter confirms', async () => {
    await candidate.goto(url('/my-applications'));
    const application = candidate.getByTestId('my-application').filter({ hasText: jobTitle });
    await application.getByText(/Job offer: AZN\s3,500/).waitFor();
    await confirmByKeys(candidate, application.getByRole('button', { name: 'Accept' }), 'Accept');
    await candidate.getByText('You have accepted the offer.').first().waitFor();
    await application.getByText('Accepted by applicant').waitFor();
  });

  /** A job seeker with a CV who applied to the job through the API; their application's id. */
  async function appliedThroughApi(person: typeof rejected): Promise<string> {
    const token = await harness.seekerThroughApi(person);
    const job = jobPath.split('/').filter(Boolean).pop();
    const body = { cover_letter: null, privacy_terms_version: privacyTermsVersion };
    return (await harness.call<{ id: string }>('POST', `/api/jobs/job/${job}/apply/`, body, 201, token)).id;
  }

  it('when the company rejects an applicant from their page, the reason dialog closes on Escape back to Reject, then takes a typed reason', async () => {
    await company.goto(url(`/applicant/${await appliedThroughApi(rejected)}`));
    const reject = company.getByRole('button', { name: 'Reject', exact: true });
    await tabTo(company, reject);
    await company.keyboard.press('Enter');
    const dialog = company.getByRole('dialog');
    await dialog.getByText(`Reject ${rejected.first_name} ${rejected.last_name}?`).waitFor();
    await escapeReturnsTo(company, dialog, reject);
    await company.keyboard.press('Enter');
    await typeInto(company, dialog.getByLabel('Reason (optional)'), 'We chose someone with more experience.');
    await tabTo(company, dialog.getByRole('button', { name: 'Reject' }));
    await company.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await company.locator('[data-status="rejected_by_company"]').first().waitFor();
  });

  it('when a job seeker withdraws an application, the confirmation takes the focus, Escape keeps the application and Enter on Withdraw ends it', async () => {
    await appliedThroughApi(withdrawing);
    const page = await signIn(withdrawing.email, withdrawing.first_name);
    await page.goto(url('/my-applications'));
    const application = page.getByTestId('my-application').filter({ hasText: jobTitle });
    await confirmByKeys(page, application.getByRole('button', { name: 'Withdraw' }), 'Withdraw');
    await page.getByText('Your application has been withdrawn.').first().waitFor();
    await page.context().close();
  });

  it('when the company hires the applicant from their page, the applicant is hired', async () => {
    // Hiring fills the job's one opening and closes it: the other applications are ended first.
    await company.goto(url(applicantPath));
    await tabTo(company, company.getByRole('button', { name: 'Hire', exact: true }).first());
    await company.keyboard.press('Enter');
    const confirm = company.locator('.ant-popconfirm:visible');
    await tabTo(company, confirm.getByRole('button', { name: 'Hire' }));
    await company.keyboard.press('Enter');
    await company.getByText('Done.').first().waitFor();
    await company.locator('[data-status="hired"]').first().waitFor();
  });
});
