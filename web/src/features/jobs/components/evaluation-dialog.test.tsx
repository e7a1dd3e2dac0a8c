import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { CompetencyResult } from '@/types/jobs';
import type { EvaluationResults } from '../api/get-evaluation-result';
import { EvaluationDialog } from './evaluation-dialog';

const requirement = (name: string, category: number, required_level: number): CompetencyResult => ({
  name,
  category,
  required_level,
  ratings: [],
  average: null,
  meets_required_level: null,
});

const results = (by_competency: CompetencyResult[]): EvaluationResults => ({
  interviewers: [{ id: 'u-1', name: 'Ada Lovelace', submitted: false }],
  evaluations: [],
  hidden_until_you_submit: true,
  average: null,
  by_competency,
});

function renderDialog(byCompetency: CompetencyResult[], labels: string[] | null = null) {
  const api = mockApi(company(['ats']), {
    'GET /api/jobs/evaluation-result/iv-1/': () => ({ body: results(byCompetency) }),
    'GET /api/org/rating-scale': () => ({ body: { levels: labels?.length ?? 5, labels } }),
    'POST /api/jobs/evaluation/iv-1/': () => ({ status: 201, body: results(byCompetency) }),
  });
  const onClose = vi.fn();
  renderApp(
    <SignedIn>
      <EvaluationDialog interviewId="iv-1" candidate="Grace Hopper" onClose={onClose} />
    </SignedIn>,
  );
  return { api, onClose };
}

/** Clicks the `stars`-th star (1..the scale's levels) of the rating inside `container`. */
const rate = (container: HTMLElement, stars: number) =>
  act(async () => fireEvent.click(within(container).getAllByRole('radio')[stars - 1]));

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit evaluation' })));
const posted = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method === 'POST');

describe('EvaluationDialog', { timeout: 30_000 }, () => {
  it('rates per category of the spec when the job has no requirements', async () => {
    const { api, onClose } = renderDialog([]);
    // The first render of the file loads antd's modal and rate: give it time.
    const attitude = await screen.findByTestId('category-4', {}, { timeout: 8000 });
    expect(screen.getByText('Rate each competency you assessed from 1 to 5; leave the others empty.')).toBeTruthy();
    expect(screen.queryAllByTestId('competency-rating')).toHaveLength(0);

    await submit();
    expect(await screen.findByText('Rate at least one competency.')).toBeTruthy();
    expect(posted(api)).toHaveLength(0);

    await rate(attitude, 4);
    await rate(screen.getByTestId('category-5'), 5);
    await act(async () => {
      fireEvent.change(within(screen.getByTestId('category-5')).getByPlaceholderText('Comment (optional)'), { target: { value: ' Calm ' } });
      fireEvent.change(screen.getByLabelText('Overall comment'), { target: { value: 'Strong systems thinking.' } });
    });
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(api).map((call) => call.body)).toEqual([
      {
        scores: [
          { category: 4, rating: 4, comment: null },
          { category: 5, rating: 5, comment: 'Calm' },
        ],
        comment: 'Strong systems thinking.',
      },
    ]);
    // Ratings are on the company's scale even without requirements.
    expect(api.calls.some((call) => call.path.startsWith('/api/org/rating-scale'))).toBe(true);
  });

  it("rates each of the job's competencies, under its category with the required level by name, and sends them all", async () => {
    const { api, onClose } = renderDialog(
      [requirement('Negotiation', 5, 3), requirement('Grit', 1, 4)],
      ['Novice', 'Learner', 'Solid', 'Strong', 'Master'],
    );
    const rows = await screen.findAllByTestId('competency-rating', {}, { timeout: 8000 });
    const row = (name: string) => rows.find((element) => element.dataset.name === name)!;
    expect(screen.getByText("Rate each of the job's competencies from 1 to 5; the level the job requires is shown under each.")).toBeTruthy();
    expect(screen.queryAllByTestId(/^category-/)).toHaveLength(0);
    // Grouped by category in the spec's order: Personal Attributes (1) before Soft Skills (5).
    const groups = screen.getAllByRole('region');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Personal Attributes', 'Soft Skills']);
    expect(within(groups[0]).getByText('Grit')).toBeTruthy();
    expect(within(groups[1]).getByText('Negotiation')).toBeTruthy();
    // The company's names of the levels.
    expect(await within(row('Grit')).findByText('Required: 4 · Strong')).toBeTruthy();
    expect(within(row('Negotiation')).getByText('Required: 3 · Solid')).toBeTruthy();

    // Every competency must be rated.
    await rate(row('Negotiation'), 4);
    await submit();
    expect(await screen.findByText('Rate every competency.')).toBeTruthy();
    expect(posted(api)).toHaveLength(0);

    await rate(row('Grit'), 3);
    await act(async () => {
      fireEvent.change(within(row('Grit')).getByPlaceholderText('Comment (optional)'), { target: { value: 'Kept going after the setback.' } });
    });
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // In the job's order, named, with their categories; no per-category scores.
    expect(posted(api).map((call) => call.body)).toEqual([
      {
        scores: [
          { competency: 'Negotiation', category: 5, rating: 4, comment: null },
          { competency: 'Grit', category: 1, rating: 3, comment: 'Kept going after the setback.' },
        ],
        comment: null,
      },
    ]);
  });

  it('given a 3-level scale, when rating a competency, then exactly its three levels are offered', async () => {
    renderDialog([requirement('Negotiation', 5, 2)], ['Low', 'Mid', 'High']);
    const [row] = await screen.findAllByTestId('competency-rating', {}, { timeout: 8000 });
    expect(within(row).getAllByRole('radio')).toHaveLength(3);
    expect(within(row).getByText('Required: 2 · Mid')).toBeTruthy();
    expect(screen.getByText("Rate each of the job's competencies from 1 to 3; the level the job requires is shown under each.")).toBeTruthy();
  });

  it('given a 3-level scale and no requirements, when rating a category, then exactly its three levels are offered', async () => {
    renderDialog([], ['Low', 'Mid', 'High']);
    const category = await screen.findByTestId('category-1', {}, { timeout: 8000 });
    expect(within(category).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText('Rate each competency you assessed from 1 to 3; leave the others empty.')).toBeTruthy();
  });
});
