import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { chooseOption, screenshots, settled, useHarness } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the learning browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const owner = { name: `Learn ${run}`, email: `owner@learn-${run}.io`, first: 'Ada' };
const title = 'Leave policy';
const teacher = 'Leo';

/** A leave policy of a few paragraphs, as a TXT file. */
const leavePolicy = [
  'Leave policy',
  'This policy explains the paid leave that every employee of the company receives, and how to request it.',
  'Annual leave. Employees receive 24 days of paid annual leave each calendar year. Up to five unused days may be carried over to the next year.',
  'Sick leave. Employees who are ill receive up to ten days of paid sick leave a year, with a note from their doctor.',
  'Requests. Leave is requested in the HR portal at least two weeks in advance and is approved by the employee\'s manager.',
].join('\n\n');

// PNG's first bytes: not a PDF, whatever the file is called.
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

// The lms module: a company uploads a document, makes an AI teacher of it and asks it questions;
// the answers stream in with their sources, and say when the documents do not cover a question.
describe.skipIf(!haveBackend)('Documents and AI teachers in a browser, against the real backend', () => {
  const harness = useHarness();
  const { url, call, companyThroughApi, signIn } = harness;
  let page: Page;
  let token: string;
  let teacherUrl: string;

  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  const see = (text: string | RegExp) => page.getByText(text).first().waitFor();
  const answers = () => page.getByTestId('answer');
  /** The newest answer once it has ended (no longer streaming). */
  const lastAnswer = async () => {
    const answer = answers().last();
    await answer.waitFor();
    await expect.poll(() => answer.getAttribute('data-streaming'), { timeout: 60_000 }).toBeNull();
    return answer;
  };
  const ask = async (question: string) => {
    await page.getByLabel('Your question').fill(question);
    await page.getByTestId('ask').click();
  };

  it('a company with the lms module buys AI tokens, paid by the administrator', async () => {
    token = await companyThroughApi(owner, { ats: false });
    await harness.backend.setModule(owner.email, 'lms', true);
    const order = await call<{ id: string; status: string }>('POST', '/api/market/ai-tokens/orders/', { package_id: 'starter' }, 201, token);
    expect(order.status).toBe('pending');
    await harness.backend.markOrderPaid(order.id);
    const tokens = await call<{ balance: number }>('GET', '/api/market/ai-tokens/', undefined, 200, token);
    expect(tokens.balance).toBeGreaterThanOrEqual(50_000);
  });

  it('uploads a TXT leave policy and sees it among the documents', async () => {
    page = await signIn(owner, { width: 1440, height: 900 });
    await page.locator('nav').getByRole('link', { name: 'Documents' }).click();
    await page.waitForURL(url('/documents'));
    await page.getByRole('button', { name: 'Upload a document' }).click();
    await page.waitForURL(url('/documents/create'));

    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Topic/).fill('HR');
    await page.locator('input[type="file"]').setInputFiles({ name: 'leave-policy.txt', mimeType: 'text/plain', buffer: Buffer.from(leavePolicy) });
    await see('leave-policy.txt');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL(url('/documents'));
    await see('Document uploaded.');

    const row = page.getByTestId('document-row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.locator('[data-field="format"]').innerText()).toBe('TXT');
    expect(await row.locator('[data-field="pages"]').innerText()).toBe('—');
    expect(Number(await row.locator('[data-field="passages"]').innerText())).toBeGreaterThan(0);
    expect(await row.locator('[data-field="topic"]').innerText()).toBe('HR');
    await shot('learning-01-documents');
  });

  it('refuses a file that is not PDF, DOCX or TXT, whatever its name, and keeps nothing', async () => {
    await page.goto(url('/documents/create'));
    await page.getByLabel(/^Title/).fill('Picture');
    await page.locator('input[type="file"]').setInputFiles({ name: 'x.pdf', mimeType: 'application/pdf', buffer: png });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const refusal = page.getByTestId('document-error');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Documents must be PDF, DOCX or TXT.');
    expect(page.url()).toBe(url('/documents/create'));
    await shot('learning-02-unsupported');
    const documents = await call<Array<{ title: string }>>('GET', '/api/learning/documents/', undefined, 200, token);
    expect(documents.map((document) => document.title)).toEqual([title]);
  });

  it('creates an AI teacher that answers from the leave policy', async () => {
    await page.locator('nav').getByRole('link', { name: 'AI teachers' }).click();
    await page.waitForURL(url('/ai-teachers'));
    await page.getByRole('button', { name: 'New AI teacher' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('New AI teacher').first().waitFor();
    await dialog.getByLabel(/^Name/).fill(teacher);
    await dialog.getByLabel(/^Topic/).fill('Leave');
    await chooseOption(dialog.getByLabel(/^Documents/), title);
    // Close the list of documents without closing the dialog.
    await dialog.getByLabel(/^Name/).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await see('AI teacher created.');

    const card = page.getByTestId('teacher-card').filter({ hasText: teacher });
    await card.waitFor();
    await card.getByText(title).waitFor();
    await shot('learning-03-teachers');

    // The document names the teacher that uses it.
    const documents = await call<Array<{ teachers: Array<{ name: string }> }>>('GET', '/api/learning/documents/', undefined, 200, token);
    expect(documents[0].teachers.map((one) => one.name)).toEqual([teacher]);
  });

  it('asks the teacher: the answer streams in, says 24 days and cites the leave policy', async () => {
    await page.getByTestId('teacher-card').filter({ hasText: teacher }).click();
    await page.waitForURL(/\/ai-teacher\/[^/]+$/);
    teacherUrl = page.url();
    await expect.poll(() => page.getByTestId('socket-state').innerText()).not.toBe('Connecting…');

    await ask('How many days of paid annual leave do employees receive?');
    const answer = await lastAnswer();
    expect(await answer.getByTestId('message-text').innerText()).toContain('24 days');
    expect(await answer.getByTestId('not-covered').count()).toBe(0);
    const source = answer.getByTestId('citation').first();
    expect(await source.getByTestId('citation-source').innerText()).toContain(title);
    await source.getByRole('button', { name: 'Show the quote' }).click();
    expect(await source.getByTestId('citation-quote').innerText()).toContain('24 days');
    expect(await page.getByLabel('Your question').inputValue()).toBe('');
    await shot('learning-04-answer');
  });

  it('says when the documents do not cover a question', async () => {
    await ask('What is the capital of France?');
    const answer = await lastAnswer();
    await answer.getByTestId('not-covered').waitFor();
    expect(await answer.getByTestId('not-covered').innerText()).toBe('The documents do not cover this question.');
    expect(await answers().count()).toBe(2);
    await shot('learning-05-not-covered');
  });

  it('keeps the conversation after a reload, and the answers were charged', async () => {
    await page.reload();
    await page.waitForURL(teacherUrl);
    await expect.poll(() => answers().count()).toBe(2);
    expect(await page.getByTestId('question').allInnerTexts()).toEqual([
      'How many days of paid annual leave do employees receive?',
      'What is the capital of France?',
    ]);
    expect(await answers().first().getByTestId('message-text').innerText()).toContain('24 days');
    expect(await answers().first().getByTestId('citation-source').first().innerText()).toContain(title);
    await answers().last().getByTestId('not-covered').waitFor();

    const tokens = await call<{ balance: number; history: Array<{ kind: string; purpose: string }> }>('GET', '/api/market/ai-tokens/', undefined, 200, token);
    expect(tokens.history.some((move) => move.kind === 'charge' && move.purpose === 'ai_teacher')).toBe(true);
  });

  it('deleting the document names the teacher using it, and "Delete anyway" takes it off the teacher', async () => {
    await page.locator('nav').getByRole('link', { name: 'Documents' }).click();
    await page.waitForURL(url('/documents'));
    const row = page.getByTestId('document-row').filter({ hasText: title });
    await row.locator('[data-field="teachers"]').getByText(teacher).waitFor();
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    // A click measured while the question zooms in can land beside its button (CI lost one).
    const question = page.locator('.ant-modal-confirm');
    await question.waitFor();
    await settled(question);
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    const inUse = page.getByTestId('in-use');
    await inUse.waitFor();
    // The first question has gone: only the one naming the teachers is left.
    await expect.poll(() => page.locator('.ant-modal-confirm-title:visible').allInnerTexts()).toEqual([`“${title}” is in use`]);
    expect(await inUse.getByTestId('in-use-teacher').allInnerTexts()).toEqual([teacher]);
    await shot('learning-06-in-use');
    await page.getByRole('button', { name: 'Delete anyway' }).click();
    await see('Document deleted.');
    await row.waitFor({ state: 'detached' });

    const teachers = await call<Array<{ name: string; documents: unknown[] }>>('GET', '/api/learning/all-ai-teachers/', undefined, 200, token);
    expect(teachers.map((one) => [one.name, one.documents.length])).toEqual([[teacher, 0]]);
  });

  it('in Azerbaijani and in Russian, the teachers and the conversation are translated, with no raw keys', async () => {
    const languages = [
      { code: 'AZ', teachers: 'Sİ müəllimləri', teacher: 'Sİ müəllimi', ask: 'Soruş', fresh: 'Yeni söhbət' },
      { code: 'RU', teachers: 'ИИ-преподаватели', teacher: 'ИИ-преподаватель', ask: 'Спросить', fresh: 'Новый разговор' },
    ];
    for (const language of languages) {
      await page.goto(url('/ai-teachers'));
      await page.getByText(language.code, { exact: true }).click();
      await page.getByRole('heading', { name: language.teachers }).first().waitFor();
      await page.getByTestId('teacher-card').filter({ hasText: teacher }).click();
      await page.getByRole('heading', { name: language.teacher, exact: true }).first().waitFor();
      await page.getByRole('button', { name: language.ask }).waitFor();
      await page.getByRole('button', { name: language.fresh }).waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(/learning\.|layout\.titles\./);
      await shot(`learning-07-${language.code.toLowerCase()}`);
    }
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'AI teacher', exact: true }).waitFor();
  });
});
