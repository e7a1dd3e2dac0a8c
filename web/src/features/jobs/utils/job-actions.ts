import type { JobResponse, JobStatusChange } from '@/types/jobs';

/** The status changes a job's page and rows offer, in the order they show. */
const statusChanges: JobStatusChange[] = ['publish', 'deactivate', 'activate', 'close'];

/** The status changes the server says the job allows now (none outside the company side). */
export function statusChangesOf(job: Pick<JobResponse, 'actions'>): JobStatusChange[] {
  return statusChanges.filter((change) => job.actions?.includes(change));
}
