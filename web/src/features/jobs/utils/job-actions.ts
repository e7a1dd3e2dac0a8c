import type { JobAction, JobResponse, JobStatusChange } from '@/types/jobs';

/**
 * Where each of a job's actions is taken: its edit page, the status call, or the staff request's
 * decision. Typed by the server's `JobAction`, so an action the server adds fails the type check
 * until it has a place here.
 */
const takenBy: Record<JobAction, 'edit' | 'status' | 'decision'> = {
  edit: 'edit',
  publish: 'status',
  deactivate: 'status',
  activate: 'status',
  close: 'status',
  approve: 'decision',
  decline: 'decision',
};

const isStatusChange = (action: JobAction): action is JobStatusChange => takenBy[action] === 'status';

/** The status changes the server says this user may make to the job now, in its order. */
export function statusChangesOf(job: Pick<JobResponse, 'actions'>): JobStatusChange[] {
  return (job.actions ?? []).filter(isStatusChange);
}
