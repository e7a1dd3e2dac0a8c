import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { EvaluationResults as Results } from '../api/get-evaluation-result';
import { EvaluationResults } from './evaluation-results';

const ada = 'u-1';
const grace = 'u-2';

const evaluated: Results = {
  interviewers: [
    { id: ada, name: 'Ada Lovelace', submitted: true },
    { id: grace, name: 'Grace Hopper', submitted: true },
  ],
  evaluations: [
    {
      interviewer: ada,
      scores: [
        { competency: 'Negotiation', category: 5, rating: 4, comment: null },
        { competency: 'Grit', category: 1, rating: 3, comment: 'Gave up once.' },
      ],
      comment: 'Good talk.',
      average: 3.5,
      submitted_at: '2026-11-20T10:00:00Z',
    },
    {
      interviewer: grace,
      scores: [
        { competency: 'Negotiation', category: 5, rating: 3, comment: null },
        { competency: 'Grit', category: 1, rating: 4, comment: null },
      ],
      comment: null,
      average: 3.5,
      submitted_at: '2026-11-20T11:00:00Z',
    },
  ],
  hidden_until_you_submit: false,
  average: 3.5,
  by_competency: [
    {
      name: 'Negotiation',
      category: 5,
      required_level: 3,
      ratings: [
        { interviewer: ada, rating: 4 },
        { interviewer: grace, rating: 3 },
      ],
      average: 3.5,
      meets_required_level: true,
    },
    {
      name: 'Grit',
      category: 1,
      required_level: 4,
      ratings: [
        { interviewer: ada, rating: 3 },
        { interviewer: grace, rating: 4 },
      ],
      average: 3.5,
      meets_required_level: false,
    },
    { name: 'Curiosity', category: 1, required_level: 2, ratings: [], average: null, meets_required_level: null },
  ],
};

function renderResults(results: Results, { started = true } = {}) {
  const api = mockApi(company(['ats']), {
    'GET /api/jobs/evaluation-result/iv-1/': () => ({ body: results }),
    'GET /api/org/rating-scale': () => ({ body: { levels: 5, labels: null } }),
  });
  renderApp(
    <SignedIn>
      <EvaluationResults interviewId="iv-1" onEvaluate={started ? () => undefined : undefined} />
    </SignedIn>,
  );
  return api;
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('EvaluationResults', { timeout: 30_000 }, () => {
  it("shows a row per competency with each evaluator's rating, the average, the required level and whether it is met", async () => {
    renderResults(evaluated);
    const rows = await screen.findAllByTestId('competency-result', {}, { timeout: 8000 });
    expect(screen.getByText('By competency')).toBeTruthy();
    // The evaluators by name, as the results name them.
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Competency', 'Ada Lovelace', 'Grace Hopper', 'Average', 'Required', 'Result']);
    // By category in the spec's order (Personal Attributes before Soft Skills), then by name.
    expect(rows.map((row) => row.dataset.name)).toEqual(['Curiosity', 'Grit', 'Negotiation']);
    expect(rows.map((row) => row.dataset.meets)).toEqual(['unrated', 'false', 'true']);
    // Required levels by the app's own names: the company did not name them.
    expect(await within(rows[1]).findByText('4 · Advanced')).toBeTruthy();
    expect(cells(rows[1])).toEqual(['GritPersonal Attributes', '3', '4', '3.5', '4 · Advanced', 'Below']);
    expect(cells(rows[2])).toEqual(['NegotiationSoft Skills', '4', '3', '3.5', '3 · Proficient', 'Meets']);
    expect(cells(rows[0])).toEqual(['CuriosityPersonal Attributes', '—', '—', '—', '2 · Developing', 'Not rated']);
    expect(screen.getByText('Required level met: 1 of 3')).toBeTruthy();
    // The per-evaluator view stays, naming the competencies.
    const evaluations = screen.getAllByTestId('evaluation');
    expect(evaluations).toHaveLength(2);
    expect(within(evaluations[0]).getByText('Ada Lovelace · 3.5')).toBeTruthy();
    expect(within(evaluations[0]).getByText('Grit')).toBeTruthy();
    expect(within(evaluations[0]).getByText('Gave up once.')).toBeTruthy();
  });

  it('keeps the scores hidden until the interviewer submits, with the message saying so', async () => {
    renderResults({
      ...evaluated,
      interviewers: [
        { id: ada, name: 'Ada Lovelace', submitted: false },
        { id: grace, name: 'Grace Hopper', submitted: true },
      ],
      evaluations: [],
      hidden_until_you_submit: true,
      average: null,
      by_competency: evaluated.by_competency.map((row) => ({ ...row, ratings: [], average: null, meets_required_level: null })),
    });
    expect(await screen.findByText("The other interviewers' evaluations are shown once you submit yours.", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Evaluate' })).toBeTruthy();
    expect(screen.queryAllByTestId('competency-result')).toHaveLength(0);
    expect(screen.queryByText('By competency')).toBeNull();
  });

  it('tells an interviewer of an interview that has not started that evaluations open then, with no button', async () => {
    renderResults(
      { ...evaluated, interviewers: [{ id: ada, name: 'Ada Lovelace', submitted: false }], evaluations: [], average: null },
      { started: false },
    );
    expect(await screen.findByText('Evaluations open once the interview has started.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Evaluate' })).toBeNull();
  });

  it('shows no competency table for a job without requirements', async () => {
    renderResults({
      ...evaluated,
      evaluations: [{ ...evaluated.evaluations[0], scores: [{ category: 4, rating: 4, comment: null }] }],
      by_competency: [],
    });
    const evaluation = await screen.findByTestId('evaluation', {}, { timeout: 8000 });
    expect(within(evaluation).getByText('Role-Specific Fit')).toBeTruthy();
    expect(screen.queryByText('By competency')).toBeNull();
    expect(screen.queryAllByTestId('competency-result')).toHaveLength(0);
  });
});
