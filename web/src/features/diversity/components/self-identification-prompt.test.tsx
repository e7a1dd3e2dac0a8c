import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { Questionnaire } from '@/types/diversity';
import { questionnaire } from '../testing/fixtures';
import { SelfIdentificationPrompt } from './self-identification-prompt';

type Answer = { status?: number; body?: unknown };

const path = '/api/diversity/applications/app-1/';

/** The questionnaire of application app-1 as `shown`; a POST answers 204, or `refuse`. */
function renderPrompt(shown: Questionnaire, refuse?: Answer) {
  const api = mockApi(jobseeker(), {
    [`GET ${path}`]: () => ({ body: shown }),
    [`POST ${path}`]: () => refuse ?? { status: 204 },
  });
  renderApp(
    <SignedIn>
      <SelfIdentificationPrompt applicationId="app-1" />
    </SignedIn>,
  );
  return api;
}

const dialog = () => screen.findByRole('dialog', { name: 'Voluntary self-identification' });
const question = (name: string) => screen.getByRole('radiogroup', { name });
const choose = (group: string, choice: string) =>
  act(async () => fireEvent.click(within(question(group)).getByRole('radio', { name: choice })));
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const sent = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method === 'POST').map((call) => call.body);
/**
 * The dialog is closing or gone: antd keeps it in the page until its zoom-out ends, which jsdom,
 * without transitions, never reports.
 */
const closed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')?.classList.contains('ant-zoom-leave') ?? true).toBe(true));

describe('SelfIdentificationPrompt', { timeout: 20_000 }, () => {
  it('given the company asks and nothing is answered, when shown, then the three questions come with the note that answering is voluntary', async () => {
    renderPrompt(questionnaire(true, false));
    const shown = await dialog();
    expect(within(shown).getByText(/Answering is voluntary and does not affect your application\. The employer never sees your answers/)).toBeTruthy();
    expect(within(question('Gender')).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Woman', 'Man', 'Non-binary', 'Prefer not to say',
    ]);
    expect(within(question('Age')).getByRole('radio', { name: '55 or over' })).toBeTruthy();
    expect(within(question('Do you have a disability?')).getAllByRole('radio')).toHaveLength(3);
  });

  it('given two questions answered, when submitted, then only those two are sent, thanks are said and the dialog closes', async () => {
    const api = renderPrompt(questionnaire(true, false));
    await dialog();
    await choose('Gender', 'Non-binary');
    await choose('Do you have a disability?', 'Prefer not to say');
    await click('Submit');
    await expect.poll(() => sent(api)).toEqual([{ gender: 'non_binary', disability: 'prefer_not_to_say' }]);
    expect(await screen.findByText('Thank you, your answers are saved.')).toBeTruthy();
    await closed();
  });

  it('given an answer chosen, when skipped, then nothing is sent and the dialog closes', async () => {
    const api = renderPrompt(questionnaire(true, false));
    await dialog();
    await choose('Gender', 'Woman');
    await click('Skip');
    await closed();
    expect(sent(api)).toEqual([]);
  });

  it('given the company does not ask, when shown, then no questions appear', async () => {
    const api = renderPrompt(questionnaire(false, false));
    await waitFor(() => expect(api.calls.some((call) => call.path === path)).toBe(true));
    // What the questionnaire's answer renders, once read.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given the questions are answered already, when shown, then they are not asked again', async () => {
    const api = renderPrompt(questionnaire(true, true));
    await waitFor(() => expect(api.calls.some((call) => call.path === path)).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given they were answered meanwhile, when submitted, then it says so and closes', async () => {
    renderPrompt(questionnaire(true, false), { status: 409, body: { error: { code: 'already_exists', message: 'Already exists.' } } });
    await dialog();
    await choose('Age', '25–34');
    await click('Submit');
    expect(await screen.findByText('You have already answered these questions for this application.')).toBeTruthy();
    await closed();
  });

  it('given a choice the server does not list, when submitted, then the question says so and the dialog stays', async () => {
    renderPrompt(questionnaire(true, false), {
      status: 422,
      body: { error: { code: 'validation_failed', message: 'Invalid input.', fields: { gender: ['invalid_choice'] } } },
    });
    await dialog();
    await choose('Gender', 'Man');
    await click('Submit');
    const genderItem = question('Gender').closest<HTMLElement>('.ant-form-item')!;
    expect(await within(genderItem).findByText('Choose one of the options.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('given Russian, when shown, then the questions and choices are in Russian', async () => {
    await setLanguage('ru', { store: false });
    renderPrompt(questionnaire(true, false));
    expect(await screen.findByRole('dialog', { name: 'Добровольная самоидентификация' })).toBeTruthy();
    expect(within(screen.getByRole('radiogroup', { name: 'Пол' })).getByRole('radio', { name: 'Небинарный человек' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Пропустить' })).toBeTruthy();
  });
});
