import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, browserApp, day, haveBackendFor, run, see, shot, uploadCvAs } from './harness';

const haveBackend = haveBackendFor('the competency evaluation browser test');

const companyEmail = `owner@skills-${run}.io`;
const candidateEmail = `grace.${run}@gmail.com`;

// Issue 12: a job evaluated against the competencies of the position it was posted for.
describe.skipIf(!haveBackend)('Evaluating an interview against the job\'s competencies, in a browser', () => {
  const app = browserApp();
  const { url } = app;
  let companyPage: Page;
  let candidatePage: Page;
  let applicationId = '';

  it('a company gives a position two competencies and posts a job evaluated against them; a candidate applies', async () => {
    companyPage = await app.newPage();
    await app.signUpCompany(companyPage, { company: `Skills ${run}`, first: 'Ada', last: 'Lovelace', email: companyEmail, modules: ['ats'] });

    // The structure, the competency model and the job's requirements through the API: the org
    // screens have tests of their own.
    const department = await apiJson<{ id: string }>(companyPage, 'POST', '/api/org/departments/', { name: 'Sales' }, 201);
    const position = await apiJson<{ id: string }>(
      companyPage, 'POST', '/api/org/positions/', { unit_id: department.id, title: 'Account Executive', head_count: 1 }, 201,
    );
    for (const competency of [
      { category: 5, name: 'Negotiation', required_level: 3 },
      { category: 1, name: 'Grit', required_level: 4 },
    ]) {
      await apiJson(companyPage, 'POST', '/api/org/competency-model/', { position_id: position.id, ...competency }, 201);
    }
    const job = await apiJson<{ id: string }>(
      companyPage,
      'POST',
      '/api/jobs/job/',
      {
        title: `Account Executive ${run}`,
        employment_type: 'full_time',
        description: 'Win and keep the accounts of our largest customers, negotiating the terms with them.',
        publish: true,
      },
      201,
    );
    const required = await apiJson<{ competencies: Array<{ name: string }> }>(
      companyPage, 'POST', `/api/jobs/set-job-requirements/${job.id}/`, { position_id: position.id }, 200,
    );
    expect(required.competencies.map((competency) => competency.name).sort()).toEqual(['Grit', 'Negotiation']);

    // The candidate applies as the hiring test's job seekers do outside the apply screen.
    candidatePage = await app.newPage();
    await app.signUpJobSeeker(candidatePage, { first: 'Grace', last: 'Hopper', email: candidateEmail });
    const cv = await uploadCvAs(candidatePage, 'grace-hopper.pdf');
    expect(cv.status, cv.body).toBeLessThan(300);
    applicationId = (await apiJson<{ id: string }>(candidatePage, 'POST', `/api/jobs/job/${job.id}/apply/`, { cover_letter: null }, 201)).id;
  });

  it('the company schedules an interview with itself as the interviewer', async () => {
    await companyPage.goto(url(`/applicant/${applicationId}`));
    await companyPage.getByRole('button', { name: 'Schedule interview' }).click();
    const dialog = companyPage.getByRole('dialog');
    await dialog.getByText('Schedule an interview with Grace Hopper').waitFor();
    for (const [label, value] of [[/^Date/, day(1)], [/^Start/, '10:00'], [/^End/, '11:00']] as const) {
      const input = dialog.getByLabel(label);
      await input.click();
      await input.fill(value);
      await input.press('Enter');
    }
    await dialog.getByText('Ada Lovelace (you)').waitFor();
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await see(companyPage, 'The interview is scheduled.');
    await companyPage.getByTestId('interview').waitFor();
  });

  it('rates both competencies in the evaluation dialog, against their required levels', async () => {
    await companyPage.getByRole('button', { name: 'Evaluate' }).click();
    const dialog = companyPage.getByRole('dialog');
    await dialog.getByText("Rate each of the job's competencies from 1 to 5; the level the job requires is shown under each.").waitFor();
    // No per-category ratings for a job with requirements: one per competency, under its category.
    expect(await dialog.locator('[data-testid^="category-"]').count()).toBe(0);
    const competency = (name: string) => dialog.locator(`[data-testid="competency-rating"][data-name="${name}"]`);
    await dialog.getByRole('region', { name: 'Personal Attributes' }).getByText('Grit').waitFor();
    await dialog.getByRole('region', { name: 'Soft Skills' }).getByText('Negotiation').waitFor();
    await competency('Negotiation').getByText('Required: 3 · Proficient').waitFor();
    await competency('Grit').getByText('Required: 4 · Advanced').waitFor();

    // Rating only one is refused before anything is sent.
    await competency('Negotiation').locator('.ant-rate-star').nth(3).click();
    await dialog.getByRole('button', { name: 'Submit evaluation' }).click();
    await dialog.getByText('Rate every competency.').waitFor();

    await competency('Grit').locator('.ant-rate-star').nth(2).click();
    await competency('Grit').getByPlaceholder('Comment (optional)').fill('Gave up on the hard case.');
    await dialog.getByLabel('Overall comment').fill('Persuasive, needs more stamina.');
    await shot(companyPage, 'competency-01-evaluation');
    await dialog.getByRole('button', { name: 'Submit evaluation' }).click();
    await see(companyPage, 'Your evaluation is submitted.');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('sees the result per competency: Negotiation meets its level, Grit misses it', async () => {
    const row = (name: string) => companyPage.locator(`[data-testid="competency-result"][data-name="${name}"]`);
    await see(companyPage, 'By competency');
    await row('Negotiation').waitFor();
    const header = await companyPage.getByRole('columnheader').allInnerTexts();
    expect(header.map((text) => text.trim())).toEqual(['Competency', 'Ada Lovelace', 'Average', 'Required', 'Result']);

    expect(await row('Negotiation').getAttribute('data-meets')).toBe('true');
    await row('Negotiation').getByText('Meets', { exact: true }).waitFor();
    await row('Negotiation').getByText('3 · Proficient').waitFor();
    await row('Negotiation').getByText('4.0').waitFor();

    expect(await row('Grit').getAttribute('data-meets')).toBe('false');
    await row('Grit').getByText('Below', { exact: true }).waitFor();
    await row('Grit').getByText('4 · Advanced').waitFor();
    await row('Grit').getByText('3.0').waitFor();
    await see(companyPage, 'Required level met: 1 of 2');

    // The per-evaluator view stays, naming the competencies.
    const evaluation = companyPage.getByTestId('evaluation');
    await evaluation.getByText('Ada Lovelace · 3.5').waitFor();
    await evaluation.getByText('Gave up on the hard case.').waitFor();
    await shot(companyPage, 'competency-02-results');

    // Still there after a reload: the results come from the server.
    await companyPage.reload();
    await row('Grit').waitFor();
    expect(await row('Grit').getAttribute('data-meets')).toBe('false');
    expect(await row('Negotiation').getAttribute('data-meets')).toBe('true');
  });
});
