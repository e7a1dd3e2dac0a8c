import { JobAccessButton } from '@/features/delegates/components/job-access-button';
import MyJobRoute from '@/features/jobs/routes/my-job';

/**
 * /my-job/:id: the jobs feature's pipeline page with "Access" (feature `delegates`: who sees the
 * job, company only) among the job's buttons. Features do not import each other; the app puts
 * them together here.
 */
export default function MyJobPage() {
  return <MyJobRoute extraActions={(job) => <JobAccessButton jobId={job.id} />} />;
}
