// Delegated access (docs/api-delegates-contract.md): the company limits employees ("delegates")
// to units of its org structure (each with everything under it) and to single jobs.

import type { EmployeeRole, EmployeeStatus } from './api';
import type { UnitKind } from './org';

/** One grant of a delegate: a unit or a single job (the other side's fields are null). */
export type DelegateGrant = {
  id: string;
  unit_id: string | null;
  /** Null for a job grant, or for a unit deleted since. */
  unit_kind: UnitKind | null;
  unit_name: string | null;
  unit_archived: boolean | null;
  job_id: string | null;
  job_title: string | null;
  granted_at: string;
};

/** An employee limited to their grants. Employees not in the list see the whole company. */
export type Delegate = {
  /** The employee's user id (the id of the employees list). */
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: EmployeeRole;
  status: EmployeeStatus;
  /** Whether they see the applications of their jobs. */
  applicants: boolean;
  grants: DelegateGrant[];
};

/** The broadest reason an employee sees a job. */
export type JobAccessReason = 'whole_company' | 'unit' | 'job' | 'author';

export type JobAccessEmployee = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: EmployeeRole;
  access: JobAccessReason;
  /** Their single-job grant of this job, if any: revocable. */
  grant_id: string | null;
  applicants: boolean;
};

/** Who sees a job, besides the company account itself (which sees every job). */
export type JobAccessList = { job_id: string; employees: JobAccessEmployee[] };
