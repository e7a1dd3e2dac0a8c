// Delegated access (docs/api-delegates-contract.md): the company limits employees ("delegates")
// to units of its org structure (each with everything under it) and to single jobs.
import type { Schema } from './schema';

/** One grant of a delegate: a unit or a single job (the other side's fields are null). */
export type DelegateGrant = Schema<'DelegateGrant'>;
/** An employee limited to their grants. Employees not in the list see the whole company. */
export type Delegate = Schema<'Delegate'>;
export type JobAccessEntry = Schema<'JobAccessEntry'>;
/** Who sees a job, besides the company account itself (which sees every job). */
export type JobAccessList = Schema<'JobAccessList'>;
