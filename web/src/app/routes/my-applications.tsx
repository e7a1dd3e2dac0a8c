import { AnswerLaterButton } from '@/features/diversity/components/answer-later-button';
import MyApplicationsRoute from '@/features/jobs/routes/my-applications';
import { isTerminal, statusOf } from '@/lib/application-status';

/**
 * /my-applications: the jobs feature's list, where a still open application whose company asks
 * the optional self-identification questions (feature `diversity`) offers to answer them if that
 * was skipped after applying. Features do not import each other; the app puts them together here.
 */
export default function MyApplicationsPage() {
  return (
    <MyApplicationsRoute
      extraActions={(application) => {
        const status = statusOf(application.status);
        return status && !isTerminal(status) ? <AnswerLaterButton applicationId={application.id} /> : null;
      }}
    />
  );
}
