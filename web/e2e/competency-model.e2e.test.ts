import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { acceptPrivacyTerms, chooseOption, password, screenshots, settled, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the competency model browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const companyEmail = `owner@competency-${run}.io`;

type Job = { id: string; position_id: string | null; competencies: Array<{ category: number; name: string; required_level: number }> | null };

describe.skipIf(!haveBackend)('The competency model and job templates in a browser, against the real backend', () => {
  const harness = useHarness();
  let page: Page;
  let positionId = '';

  beforeAll(async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
  });

  const { url } = harness;
  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
  const see = (text: string | RegExp) => page.getByText(text).first().waitFor();
  const dialog = () => page.getByRole('dialog');
  /** Opens a dialog with its button and waits for the zoom-in to end. */
  const openDialog = async (button: string) => {
    await page.getByRole('button', { name: button }).click();
    await dialog().waitFor();
    await settled(dialog());
  };
  const option = (text: string) => page.locator('.ant-select-item-option', { hasText: text });
  const category = (name: string) => page.getByRole('region', { name, exact: true });

  /** A call with the page's session, as the app makes it; the answer's JSON. */
  const apiAs = async <T>(method: string, path: string, body?: unknown, status = 200): Promise<T> => {
    const answer = await page.evaluate(
      async ({ method, path, body }) => {
        const headers: Record<string, string> = { Authorization: `JWT ${localStorage.getItem('hire.access')}` };
        if (body !== undefined) headers['Content-Type'] = 'application/json';
        const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
        return { status: response.status, body: await response.text() };
      },
      { method, path, body },
    );
    expect(answer.status, answer.body).toBe(status);
    return JSON.parse(answer.body) as T;
  };

  const addCompetency = async (categoryName: string, name: string, level: string) => {
    await openDialog('Add competency');
    await dialog().getByText('Add a competency to Account executive').waitFor();
    await chooseOption(dialog().getByLabel(/^Category/), categoryName, { text: true });
    await dialog().getByLabel(/^Name/).fill(name);
    await chooseOption(dialog().getByLabel(/^Required level/), level, { text: true });
    await dialog().getByRole('button', { name: 'Add', exact: true }).click();
    await dialog().waitFor({ state: 'hidden' });
  };

  it('a company with ats signs in and builds a department with a position through the API', async () => {
    await page.goto(url('/auth/register'));
    await page.getByText('A company', { exact: true }).click();
    await field('Company name').fill(`Competency ${run}`);
    await field('First name').fill('Ada');
    await field('Last name').fill('Lovelace');
    await field('E-mail').fill(companyEmail);
    await field('Password').fill(password);
    await field('Confirm password').fill(password);
    await acceptPrivacyTerms(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await see('Check your e-mail');
    await page.goto(await harness.backend.latestLink(companyEmail));
    await see('E-mail verified');
    await harness.backend.activateCompany(companyEmail);
    await harness.backend.setModule(companyEmail, 'ats', true);

    await page.goto(url('/auth/login'));
    await field('E-mail').fill(companyEmail);
    await field('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await see('Hello, Ada!');

    const sales = await apiAs<{ id: string }>('POST', '/api/org/departments/', { name: 'Sales' }, 201);
    const emea = await apiAs<{ id: string }>('POST', '/api/org/divisions/', { name: 'EMEA', parent_id: sales.id }, 201);
    const position = await apiAs<{ id: string }>('POST', '/api/org/positions/', { unit_id: emea.id, title: 'Account executive', head_count: 3 }, 201);
    positionId = position.id;
  });

  it('opens the competency model from the side menu, picks the position and adds two competencies', async () => {
    await page.locator('nav').getByRole('link', { name: 'Competency model' }).click();
    await page.waitForURL(url('/competency-model'));
    await see('Pick a position to see its competency model.');
    await see('Rating scale: 1 · Basic · 2 · Developing · 3 · Proficient · 4 · Advanced · 5 · Expert');

    await page.getByLabel('Position', { exact: true }).click();
    await page.locator('.ant-select-tree-title', { hasText: 'Account executive' }).click();
    await page.waitForURL(url(`/competency-model?position=${positionId}`));
    await page.getByTestId('competency-position').getByText('Account executive').waitFor();
    await see('Sales › EMEA');
    await see('This position has no competencies yet. Add the first one.');

    await addCompetency('Soft Skills', 'Negotiation', '4 · Advanced');
    await addCompetency('Personal Attributes', 'Curiosity', '2 · Developing');

    // Under their categories, in the spec's order, each with its level's name.
    await category('Soft Skills').getByText('Negotiation', { exact: true }).waitFor();
    await category('Soft Skills').getByText('4 · Advanced', { exact: true }).waitFor();
    await category('Personal Attributes').getByText('Curiosity', { exact: true }).waitFor();
    await category('Personal Attributes').getByText('2 · Developing', { exact: true }).waitFor();
    expect(await page.getByRole('region').evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label')))).toEqual([
      'Personal Attributes',
      'Soft Skills',
    ]);
    await shot('competency-01-model');
  });

  it('refuses a second competency of the same name with a translated message on the field', async () => {
    await openDialog('Add competency');
    await chooseOption(dialog().getByLabel(/^Category/), 'Company Values', { text: true });
    await dialog().getByLabel(/^Name/).fill('negotiation');
    await chooseOption(dialog().getByLabel(/^Required level/), '3 · Proficient', { text: true });
    await dialog().getByRole('button', { name: 'Add', exact: true }).click();
    await dialog().getByText('This name is already used here. Choose another one.').waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(await category('Company Values').count()).toBe(0);
  });

  it('names the rating scale\'s levels, and the model reads them', async () => {
    await openDialog('Name the levels');
    const level4 = dialog().getByLabel(/^Level 4/);
    await expect.poll(() => level4.inputValue()).toBe('Advanced');
    await level4.fill('Strong');
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await dialog().waitFor({ state: 'hidden' });
    await category('Soft Skills').getByText('4 · Strong', { exact: true }).waitFor();
    await see('Rating scale: 1 · Basic · 2 · Developing · 3 · Proficient · 4 · Strong · 5 · Expert');
  });

  it('refuses a scale shorter than a required level, takes a sixth level, and offers it as a required level', async () => {
    // Negotiation requires level 4: a scale of three is refused, naming that level.
    await openDialog('Name the levels');
    await dialog().getByRole('button', { name: 'Remove level 5' }).click();
    await dialog().getByRole('button', { name: 'Remove level 4' }).click();
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await dialog().getByText('A competency requires level 4: keep at least 4 levels.').waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });

    await openDialog('Name the levels');
    await dialog().getByRole('button', { name: 'Add level' }).click();
    await dialog().getByLabel(/^Level 6/).fill('Master');
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await dialog().waitFor({ state: 'hidden' });
    await see('Rating scale: 1 · Basic · 2 · Developing · 3 · Proficient · 4 · Strong · 5 · Expert · 6 · Master');
    expect(await apiAs('GET', '/api/org/rating-scale')).toEqual({
      levels: 6,
      labels: ['Basic', 'Developing', 'Proficient', 'Strong', 'Expert', 'Master'],
    });

    await openDialog('Add competency');
    await dialog().getByLabel(/^Required level/).click();
    await option('6 · Master').waitFor();
    expect(await option('·').count()).toBe(6);
    // Clicking the dialog's title closes the open list, which covers the buttons.
    await dialog().getByText('Add a competency to Account executive').click();
    await option('6 · Master').waitFor({ state: 'hidden' });
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
  });

  it('writes the position\'s job template from the position header', async () => {
    await page.getByRole('link', { name: 'Job template' }).click();
    await page.waitForURL(url(`/job-template/${positionId}`));
    await see('Job template: Account executive');
    await see("Not saved yet: it starts from the position's title.");
    await expect.poll(() => field('Job title').inputValue()).toBe('Account executive');

    await chooseOption(field('Employment type'), 'Full time', { text: true });
    await field('Location').fill('Baku');
    await field('Description').fill('Sell our platform to companies across the region.');
    await field('Openings').fill('2');
    await page.getByRole('button', { name: 'Save template' }).click();
    await see('Job template saved.');
    await see(/Last saved/);
    await shot('competency-02-template');

    const template = await apiAs<{ details: { title: string; location: string; openings: number; employment_type: string } }>(
      'GET',
      `/api/org/position-job-template/${positionId}/`,
    );
    expect(template.details).toMatchObject({ title: 'Account executive', location: 'Baku', openings: 2, employment_type: 'full_time' });
  });

  it('posts a job from the position: the wizard starts from the template, and the job carries the competencies', async () => {
    await page.getByRole('button', { name: 'Post a job from this position' }).click();
    await page.waitForURL(/\/post-job\?/);
    await see('Posted from the position Account executive: the job will carry its competency model.');
    await expect.poll(() => field('Job title').inputValue()).toBe('Account executive');
    expect(new URL(page.url()).searchParams.get('position')).toBe(positionId);

    // Each Next validates the step it was rendered with: a click after the address moved on
    // but before the wizard showed the new step is lost, so each waits for the step shown to
    // change.
    const shown = () => page.locator('.ant-steps-item-process .ant-steps-item-title').innerText();
    for (let next = 0; next < 4; next += 1) {
      const before = await shown();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect.poll(shown).not.toBe(before);
    }
    await see('Sell our platform to companies across the region.');
    expect(new URL(page.url()).searchParams.get('step')).toBe('review');
    expect(new URL(page.url()).searchParams.get('position')).toBe(positionId);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(url('/my-jobs'));

    await page.getByRole('link', { name: 'Account executive', exact: true }).click();
    await page.waitForURL(/\/my-job\//);
    const jobId = new URL(page.url()).pathname.split('/').pop()!;
    await see('Competencies');
    await page.getByText('Negotiation · 4 · Strong', { exact: true }).waitFor();
    await page.getByText('Curiosity · 2 · Developing', { exact: true }).waitFor();
    await shot('competency-03-job');

    const job = await apiAs<Job>('GET', `/api/jobs/job/${jobId}/`);
    expect(job.position_id).toBe(positionId);
    expect(job.competencies).toEqual(
      expect.arrayContaining([
        { name: 'Negotiation', category: 5, required_level: 4 },
        { name: 'Curiosity', category: 1, required_level: 2 },
      ]),
    );
    expect(job.competencies).toHaveLength(2);
  });
});
