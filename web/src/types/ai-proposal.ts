// The AI proposal of a job's applicants (docs/api-learning-contract.md, "AI proposal").

export type SalaryFit = 'within' | 'below' | 'above' | 'unknown';

export type ProposedCandidate = {
  rank: number;
  application_id: string;
  applicant: { id: string; name: string; profile_picture: string | null };
  /** 0..100. */
  score: number;
  reason: string;
  matched_skills: string[];
  missing_skills: string[];
  experience_years: number | null;
  required_experience_years: number | null;
  languages: string[];
  salary_expectation: number | null;
  salary_fit: SalaryFit;
};

export type AiProposal = {
  job_id: string;
  provider: string;
  tokens_charged: number;
  balance: number;
  /** Best first; the job's applicants still in the pipeline. */
  candidates: ProposedCandidate[];
};
