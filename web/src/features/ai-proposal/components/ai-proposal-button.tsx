import { RobotOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@/config/access';
import { useUser } from '@/lib/auth';
import { useRunAiProposal } from '../api/run-ai-proposal';

// The drawer (and the antd parts only it uses) loads when the button is first clicked.
const ProposalDrawer = lazy(() => import('./proposal-drawer'));

/**
 * "AI proposal" on a job's page, for those who read its applicants (company, Hiring Manager, HR
 * Executive; ats module): ranks them with the AI in a drawer. The first opening runs it; opening
 * again shows the last ranking, which "Run again" in the drawer renews (each run costs tokens).
 */
export function AiProposalButton({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const [open, setOpen] = useState(false);
  const proposal = useRunAiProposal();
  if (!can(user, 'see_applicants')) return null;

  const run = () => proposal.mutate({ jobId });
  const show = () => {
    if (proposal.isIdle) run();
    setOpen(true);
  };

  return (
    <>
      <Button icon={<RobotOutlined aria-hidden />} onClick={show}>
        {t('aiProposal.open')}
      </Button>
      {(open || !proposal.isIdle) && (
        <Suspense fallback={null}>
          <ProposalDrawer
            open={open}
            onClose={() => setOpen(false)}
            jobTitle={jobTitle}
            proposal={proposal.data}
            running={proposal.isPending}
            error={proposal.error}
            onRunAgain={run}
          />
        </Suspense>
      )}
    </>
  );
}
