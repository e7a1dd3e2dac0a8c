import { AiProposalButton } from '@/features/ai-proposal/components/ai-proposal-button';
import { JobAccessButton } from '@/features/delegates/components/job-access-button';
import MyJobRoute from '@/features/jobs/routes/my-job';

/**
 * /my-job/:id: the jobs feature's pipeline page with "Access" (feature `delegates`: who sees the
 * job, company only) and "AI proposal" (feature `ai-proposal`: the AI's ranking of the
 * applicants, for those who read them) among the job's buttons. Features do not import each
 * other; the app puts them together here.
 */
export default function MyJobPage() {
  return (
    <MyJobRoute
      extraActions={(job) => (
        <>
          <JobAccessButton jobId={job.id} />
          {/* Keyed by the job: another job's page starts without this one's ranking. */}
          <AiProposalButton key={job.id} jobId={job.id} jobTitle={job.details.title} />
        </>
      )}
    />
  );
}
