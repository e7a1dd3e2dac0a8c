// The AI proposal of a job's applicants (docs/api-learning-contract.md, "AI proposal").
import type { Schema } from './schema';

export type SalaryFit = Schema<'SalaryFit'>;
export type ProposedCandidate = Schema<'ProposedCandidate'>;
export type AiProposal = Schema<'AiProposal'>;
