import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useJob } from '../api/get-job';
import { JobWizard } from '../components/job-wizard';

/** /job/edit/:id: the same wizard, filled with the job (company and HR Executives). */
export default function EditJobRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const job = useJob(id);
  if (job.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  // Another company's job, or one the company side cannot see, does not exist here.
  if (!job.data || job.data.applicants == null) return <Empty description={t('jobs.notFound')} />;
  return <JobWizard key={job.data.id} mode="edit" job={job.data} />;
}
