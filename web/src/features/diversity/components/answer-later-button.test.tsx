import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import { questionnaire } from '../testing/fixtures';
import { AnswerLaterButton } from './answer-later-button';

const path = '/api/diversity/applications/app-1/';

/** The questionnaire of app-1 is asked; it counts as answered once a POST has come. */
function renderButton(asked = true) {
  let answered = false;
  const api = mockApi(jobseeker(), {
    [`GET ${path}`]: () => ({ body: questionnaire(asked, answered) }),
    [`POST ${path}`]: () => {
      answered = true;
      return { status: 204 };
    },
  });
  renderApp(
    <SignedIn>
      <AnswerLaterButton applicationId="app-1" />
    </SignedIn>,
  );
  return api;
}

describe('AnswerLaterButton', { timeout: 20_000 }, () => {
  it('given the questions asked and not answered, when answered through the button, then the button goes', async () => {
    const api = renderButton();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Voluntary questions/ })));
    const dialog = await screen.findByRole('dialog', { name: 'Voluntary self-identification' });
    await act(async () => fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Age' })).getByRole('radio', { name: 'Under 25' })));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' })));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Voluntary questions/ })).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ age_band: 'under_25' }]);
    // Read again after answering: what the button shows is the server's word.
    expect(api.calls.filter((call) => call.method === 'GET' && call.path === path).length).toBe(2);
  });

  it('given the company does not ask, when shown, then there is no button', async () => {
    const api = renderButton(false);
    await waitFor(() => expect(api.calls.some((call) => call.path === path)).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('button', { name: /Voluntary questions/ })).toBeNull();
  });
});
