import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { acceptPrivacyTerms, password, privacyTermsVersion, screenshots, settled, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the privacy browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const owner = { name: `Private ${run}`, email: `owner@private-${run}.io`, first: 'Ada' };
const seeker = { email: `grace.${run}@gmail.com`, first: 'Grace' };
const jobTitle = `Privacy engineer ${run}`;
const coverLetter = `I read every privacy policy I sign, ${run}.`;
/** A tiny valid PDF: what the CV upload checks is the "%PDF-" header and the size. */
const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * The files of a zip by name, read from its central directory (which has the sizes even when a
 * local header leaves them to a trailing descriptor); stored and deflated entries only.
 */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  const files = new Map<string, Buffer>();
  let entry = zip.readUInt32LE(end + 16);
  for (let index = 0; index < count; index++) {
    const method = zip.readUInt16LE(entry + 10);
    const compressedSize = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const skipped = nameLength + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
    const name = zip.toString('utf8', entry + 46, entry + 46 + nameLength);
    const local = zip.readUInt32LE(entry + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method}`);
    files.set(name, method === 8 ? inflateRawSync(data) : data);
    entry += 46 + skipped;
  }
  return files;
}

describe.skipIf(!haveBackend)('Privacy in a browser, against the real backend', () => {
  const harness = useHarness();
  const { url, call } = harness;
  let page: Page;
  let ownerToken: string;

  beforeAll(async () => {
    ownerToken = await harness.companyThroughApi(owner);
    await call('POST', '/api/jobs/job/', {
      title: jobTitle,
      employment_type: 'full_time',
      description: 'Keep what we know about people to what they gave us, and let them take it with them.',
      publish: true,
    }, 201, ownerToken);
    const context = await harness.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
  });

  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
  const see = (text: string | RegExp) => page.getByText(text).first().waitFor();
  const card = (scope: Page, title: string) =>
    scope.locator('.ant-card').filter({ has: scope.locator('.ant-card-head-title', { hasText: title }) });
  const yourData = () => card(page, 'Your data');

  it('the tests accept the current privacy terms', async () => {
    const terms = await call<{ version: string }>('GET', '/api/privacy/terms/', undefined, 200);
    expect(terms.version).toBe(privacyTermsVersion);
  });

  it('the register form links to the terms, which open in a new tab', async () => {
    await page.goto(url('/auth/register'));
    const [terms] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'privacy terms' }).click()]);
    await terms.getByText(`Version ${privacyTermsVersion}`).waitFor();
    await terms.getByText(/^Hire keeps the data you give it/).waitFor();
    await terms.screenshot({ path: join(screenshots, 'privacy-01-terms.png'), fullPage: true });
    await terms.close();
  });

  it('a job seeker registers accepting the terms, and verifies the e-mail', async () => {
    await field('First name').fill(seeker.first);
    await field('Last name').fill('Hopper');
    await field('E-mail').fill(seeker.email);
    await field('Password').fill(password);
    await field('Confirm password').fill(password);
    await acceptPrivacyTerms(page);
    await shot('privacy-02-register');
    await page.getByRole('button', { name: 'Register' }).click();
    await see('Check your e-mail');
    await page.goto(await harness.backend.latestLink(seeker.email));
    await see('E-mail verified');
  });

  it('the job seeker applies to a job accepting the terms', async () => {
    await page.goto(url('/auth/login'));
    await field('E-mail').fill(seeker.email);
    await field('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await see(`Hello, ${seeker.first}!`);
    await page.goto(url(`/jobs?q=${encodeURIComponent(jobTitle)}`));
    await page.getByRole('link', { name: jobTitle }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog');
    await page.getByTestId('cv-input').setInputFiles({ name: 'grace-hopper.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
    await dialog.getByLabel('Cover letter').fill(coverLetter);
    await acceptPrivacyTerms(dialog);
    await shot('privacy-03-apply');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await see('Your application has been sent.');
  });

  it('the settings list both acceptances: signing up and the application', async () => {
    await page.goto(url('/settings'));
    const rows = yourData().getByRole('row').filter({ has: page.getByRole('cell') });
    await rows.filter({ hasText: 'Signing up' }).waitFor();
    const versionAndPurpose = async (index: number) => (await rows.nth(index).getByRole('cell').allInnerTexts()).slice(0, 2);
    expect(await rows.count()).toBe(2);
    expect(await versionAndPurpose(0)).toEqual([privacyTermsVersion, 'An application']);
    expect(await versionAndPurpose(1)).toEqual([privacyTermsVersion, 'Signing up']);
    expect(await yourData().getByRole('link', { name: 'An application' }).getAttribute('href')).toBe('/my-applications');
    await shot('privacy-04-your-data');
  });

  it('"Download my data" saves a zip whose data.json holds their account', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      yourData().getByRole('button', { name: /Download my data/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hire-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzip(readFileSync(await download.path()));
    const data = JSON.parse(files.get('data.json')!.toString('utf8')) as { account: { email: string } };
    expect(data.account.email).toBe(seeker.email);
  });

  it('the company sets rejected applicants to be anonymised 6 months after the rejection, which holds after a reload', async () => {
    const companyPage = await harness.signIn(owner);
    await companyPage.goto(url('/settings'));
    const retention = card(companyPage, 'Rejected applicants');
    const months = retention.getByLabel(/^Months after the rejection\*?$/);
    await retention.getByRole('radio', { name: 'Anonymise their data after a period' }).check();
    await months.fill('6');
    await retention.getByRole('button', { name: 'Save' }).click();
    await companyPage.getByText('The setting for rejected applicants is saved.').waitFor();
    await companyPage.screenshot({ path: join(screenshots, 'privacy-05-retention.png'), fullPage: true });

    await companyPage.reload();
    await months.waitFor();
    expect(await months.inputValue()).toBe('6');
    expect(await retention.getByRole('radio', { name: 'Anonymise their data after a period' }).isChecked()).toBe(true);
    const saved = await call<{ rejected_retention_months: number | null }>('GET', '/api/privacy/retention/', undefined, 200, ownerToken);
    expect(saved.rejected_retention_months).toBe(6);
    await companyPage.context().close();
  });

  it('the job seeker deletes the account; the company then sees a "Deleted user" whose letter is gone', async () => {
    type Applicants = { results: Array<{ id: string; first_name: string | null; cover_letter?: string | null }> };
    const before = await call<Applicants>('GET', '/api/jobs/all-applicants/', undefined, 200, ownerToken);
    const application = before.results[0].id;
    expect((await call<{ cover_letter: string | null }>('GET', `/api/jobs/applicant/${application}/`, undefined, 200, ownerToken)).cover_letter)
      .toBe(coverLetter);

    await page.goto(url('/settings'));
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await settled(dialog);
    await dialog.getByLabel(/Current password/).fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await see('Account deleted successfully.');

    const companyPage = await harness.signIn(owner);
    await companyPage.goto(url(`/applicant/${application}`));
    await companyPage.getByText('Deleted user').first().waitFor();
    await companyPage.getByText(/^Anonymised: the applicant's personal data/).waitFor();
    await companyPage.getByText('The applicant deleted their account').waitFor();
    expect(await companyPage.getByText(coverLetter).count()).toBe(0);
    expect(await companyPage.getByRole('link', { name: 'View profile' }).count()).toBe(0);
    expect(await companyPage.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    await companyPage.screenshot({ path: join(screenshots, 'privacy-06-deleted-user.png'), fullPage: true });
    const after = await call<{ first_name: string | null; cover_letter: string | null }>(
      'GET', `/api/jobs/applicant/${application}/`, undefined, 200, ownerToken,
    );
    expect(after).toMatchObject({ first_name: null, cover_letter: null });
    await companyPage.context().close();
  });
});
