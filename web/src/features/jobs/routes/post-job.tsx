import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useJobTemplate } from '../api/get-job-template';
import { useOrgPosition } from '@/lib/org-positions';
import { JobWizard } from '../components/job-wizard';

/** /post-job?position=…: the wizard filled from the position's job template. */
function PostFromPosition({ positionId }: { positionId: string }) {
  const { t } = useTranslation();
  const template = useJobTemplate(positionId);
  const { position, isPending } = useOrgPosition(positionId);
  if (template.isPending || isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!template.data) return <Empty description={t('jobs.jobTemplate.notFound')} />;
  return (
    <JobWizard
      key={positionId}
      mode="create"
      template={{ positionId, positionTitle: position?.title, details: template.data.details ?? null }}
    />
  );
}

/** /post-job?step=jobInformation …: Post a job, or Request a staff for a Hiring Manager. */
export default function PostJobRoute() {
  const [params] = useSearchParams();
  const positionId = params.get('position');
  return positionId ? <PostFromPosition positionId={positionId} /> : <JobWizard mode="create" />;
}
