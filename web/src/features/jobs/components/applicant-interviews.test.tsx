import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { ApplicantInterview } from '../api/get-applicant';
import type { EvaluationResults } from '../api/get-evaluation-result';
import { ApplicantInterviews } from './applicant-interviews';

const user = company(['ats']);

const interview = (status: string, actions: ApplicantInterview['actions']): ApplicantInterview => ({
  id: 'iv-1',
  status,
  actions,
  date: '2026-12-10',
  start: '10:00:00',
  end: '11:00:00',
  interviewers: [user.id],
  evaluations_submitted: 0,
});

const notEvaluated: EvaluationResults = {
  interviewers: [{ id: user.id, name: 'Ada Lovelace', submitted: false }],
  evaluations: [],
  hidden_until_you_submit: true,
  average: null,
  by_competency: [],
};

function renderInterviews(interviews: ApplicantInterview[]) {
  mockApi(user, {
    'GET /api/jobs/evaluation-result/iv-1/': () => ({ body: notEvaluated }),
    'GET /api/org/rating-scale': () => ({ body: { levels: 5, labels: null } }),
  });
  renderApp(
    <SignedIn>
      <ApplicantInterviews applicationId="app-1" candidate="Grace Hopper" interviews={interviews} />
    </SignedIn>,
  );
}

/**
 * The dialog is closing or gone: antd keeps it in the page until its zoom-out ends, which jsdom,
 * without transitions, never reports.
 */
const closed = (name: string) =>
  waitFor(() => expect(screen.queryByRole('dialog', { name })?.classList.contains('ant-zoom-leave') ?? true).toBe(true));

const actionNames = async () => {
  const card = await screen.findByTestId('interview', {}, { timeout: 8000 });
  return within(card)
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => ['Reschedule', 'Start', 'Complete', 'Cancel interview'].includes(name ?? ''));
};

describe('ApplicantInterviews', { timeout: 30_000 }, () => {
  it('given a scheduled interview the server lets be started, offers Start before Complete', async () => {
    renderInterviews([interview('scheduled', ['reschedule', 'start', 'complete', 'cancel'])]);
    expect(await actionNames()).toEqual(['Reschedule', 'Start', 'Complete', 'Cancel interview']);
  });

  it('given an interview in progress, offers only what the server lists: Complete, no Start', async () => {
    renderInterviews([interview('in_progress', ['complete', 'cancel', 'evaluate'])]);
    expect(await actionNames()).toEqual(['Complete', 'Cancel interview']);
  });

  it('when Escape is pressed in the evaluation dialog, closes it and gives focus back to Evaluate', async () => {
    const keyboard = userEvent.setup();
    renderInterviews([interview('in_progress', ['complete', 'cancel', 'evaluate'])]);
    const evaluate = await screen.findByRole('button', { name: 'Evaluate' }, { timeout: 8000 });
    await keyboard.click(evaluate);
    await screen.findByRole('dialog', { name: 'Evaluate Grace Hopper' });

    await keyboard.keyboard('{Escape}');

    await closed('Evaluate Grace Hopper');
    await waitFor(() => expect(document.activeElement).toBe(evaluate));
  });
});
