import { SelfIdentificationPrompt } from '@/features/diversity/components/self-identification-prompt';
import JobRoute from '@/features/jobs/routes/job';

/**
 * /job/:id: the jobs feature's job page, where a job seeker applies; once they have, the
 * optional self-identification questions (feature `diversity`) if the company asks them.
 * Features do not import each other; the app puts them together here.
 */
export default function JobPage() {
  return <JobRoute afterApplying={(applicationId) => <SelfIdentificationPrompt key={applicationId} applicationId={applicationId} />} />;
}
