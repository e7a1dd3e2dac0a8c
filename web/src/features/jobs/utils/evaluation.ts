import { competencyCategories } from '@/lib/lists';
import type { CompetencyResult, CompetencyScore } from '@/types/jobs';
import type { EvaluationResults } from '../api/get-evaluation-result';

/** A competency the evaluation rates: what the job requires (name, category, level). */
export type RatedCompetency = Pick<CompetencyResult, 'name' | 'category' | 'required_level'>;

/** The evaluation form: ratings by category (1..9) or, for a job with requirements, by competency. */
export type EvaluationValues = {
  ratings?: Record<string, number | undefined>;
  comments?: Record<string, string | undefined>;
  competencies?: Array<{ rating?: number; comment?: string } | undefined>;
  comment?: string;
};

const comment = (text: string | undefined) => text?.trim() || null;

/** Without requirements: one score per rated category, its comment if any. */
export function categoryScores(values: EvaluationValues): CompetencyScore[] {
  return competencyCategories
    .filter((category) => (values.ratings?.[category] ?? 0) > 0)
    .map((category) => ({ category, rating: values.ratings![category]!, comment: comment(values.comments?.[category]) }));
}

/**
 * With requirements: one score per competency of the job, in the job's order (the form keeps
 * them by index, since names may hold any character). Null while one is still unrated: the
 * server takes only an evaluation that rates each of them exactly once.
 */
export function competencyScores(competencies: readonly RatedCompetency[], values: EvaluationValues): CompetencyScore[] | null {
  const scores = competencies.map((competency, index) => {
    const entry = values.competencies?.[index];
    return { competency: competency.name, category: competency.category, rating: entry?.rating ?? 0, comment: comment(entry?.comment) };
  });
  return scores.every((score) => score.rating > 0) ? scores : null;
}

/** The people who rated or are to rate: the interviewers, then anyone else who rated. */
export function evaluators({ interviewers, by_competency }: Pick<EvaluationResults, 'interviewers' | 'by_competency'>) {
  const people = interviewers.map(({ id, name }) => ({ id, name }));
  for (const { ratings } of by_competency) {
    for (const { interviewer } of ratings) {
      if (!people.some((person) => person.id === interviewer)) people.push({ id: interviewer, name: null });
    }
  }
  return people;
}
