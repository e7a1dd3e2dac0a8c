import { JobWizard } from '../components/job-wizard';

/** /post-job?step=jobInformation …: Post a job, or Request a staff for a Hiring Manager. */
export default function PostJobRoute() {
  return <JobWizard mode="create" />;
}
