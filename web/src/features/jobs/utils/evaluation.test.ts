import { describe, expect, it } from 'vitest';
import { categoryScores, competencyScores, evaluators } from './evaluation';

const competencies = [
  { name: 'Negotiation', category: 5, required_level: 3 },
  { name: 'Grit', category: 1, required_level: 4 },
];

describe('evaluation scores', () => {
  it('without requirements: one score per rated category, in the categories\' order, comments trimmed', () => {
    expect(categoryScores({ ratings: { '7': 2, '3': 5, '4': undefined }, comments: { '3': '  ok ', '7': ' ' } })).toEqual([
      { category: 3, rating: 5, comment: 'ok' },
      { category: 7, rating: 2, comment: null },
    ]);
    expect(categoryScores({})).toEqual([]);
  });

  it("with requirements: every competency of the job, named, in the job's order, or nothing while one is unrated", () => {
    expect(competencyScores(competencies, { competencies: [{ rating: 4 }] })).toBeNull();
    expect(competencyScores(competencies, { competencies: [undefined, { rating: 3 }] })).toBeNull();
    expect(competencyScores(competencies, { competencies: [{ rating: 4, comment: ' ' }, { rating: 3, comment: ' Tired. ' }] })).toEqual([
      { competency: 'Negotiation', category: 5, rating: 4, comment: null },
      { competency: 'Grit', category: 1, rating: 3, comment: 'Tired.' },
    ]);
  });

  it('names the interviewers as evaluators, and anyone else who rated after them', () => {
    const people = evaluators({
      interviewers: [{ id: 'a', name: 'Ada', submitted: true }],
      by_competency: [
        { ...competencies[0], ratings: [{ interviewer: 'a', rating: 4 }, { interviewer: 'b', rating: 2 }], average: 3, meets_required_level: true },
      ],
    });
    expect(people).toEqual([{ id: 'a', name: 'Ada' }, { id: 'b', name: null }]);
  });
});
