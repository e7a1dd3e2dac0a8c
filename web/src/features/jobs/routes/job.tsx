import { EditOutlined, ProjectOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import type { JobResponse } from '@/types/jobs';
import { useJob } from '../api/get-job';
import { useMyApplications } from '../api/get-my-applications';
import { ApplyDialog } from '../components/apply-dialog';
import { JobDetailsView } from '../components/job-details-view';
import { JobStatusActions } from '../components/job-status-actions';
import { ApplicationStatusTag, JobStatusTag } from '../components/status-tags';
import { formatDate } from '../utils/format';

function SeekerPanel({ job }: { job: JobResponse }) {
  const { t } = useTranslation();
  const [applying, setApplying] = useState(false);
  // The job seeker's applications tell whether this job has one already.
  const applications = useMyApplications({ pageSize: 100 });
  const mine = applications.data?.results.find((application) => application.job_id === job.id);
  const open = job.status === 'live';

  if (applications.isPending) return <Skeleton.Button active />;
  if (mine) {
    return (
      <Space wrap>
        <Typography.Text>{t('jobs.apply.alreadyApplied', { date: formatDate(mine.applied_at) })}</Typography.Text>
        {mine.status && <ApplicationStatusTag status={mine.status.value} />}
        <Link to={paths.myApplications.getHref()}>{t('jobs.apply.seeApplications')}</Link>
      </Space>
    );
  }
  return (
    // Its own width beside the details, not a bar stretched across the page.
    <Space wrap>
      {open ? (
        <Button type="primary" size="large" onClick={() => setApplying(true)}>
          {t('jobs.apply.button')}
        </Button>
      ) : (
        <Typography.Text type="secondary">{t('jobs.apply.notAccepting')}</Typography.Text>
      )}
      <ApplyDialog
        open={applying}
        jobId={job.id}
        jobTitle={job.details.title}
        onClose={() => setApplying(false)}
        onApplied={() => setApplying(false)}
      />
    </Space>
  );
}

function CompanyPanel({ job }: { job: JobResponse }) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <JobStatusTag status={job.status} />
      <Link to={paths.myJob.getHref(job.id)}>
        <Button icon={<ProjectOutlined />}>{t('jobs.list.pipeline')}</Button>
      </Link>
      {job.actions?.includes('edit') && (
        <Link to={paths.editJob.getHref(job.id)}>
          <Button icon={<EditOutlined />}>{t('jobs.list.edit')}</Button>
        </Link>
      )}
      <JobStatusActions job={job} size="middle" />
    </Space>
  );
}

/** A job: its details; job seekers apply here, the company side manages it. */
export default function JobRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser();
  const job = useJob(id);

  if (job.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!job.data) return <Empty description={t('jobs.notFound')} />;
  const ownCompany = job.data.applicants != null;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
      {user.user_type === 'jobseeker' && <SeekerPanel job={job.data} />}
      {user.user_type !== 'jobseeker' && ownCompany && <CompanyPanel job={job.data} />}
      {job.data.status === 'closed' && <Alert type="warning" showIcon title={t('jobs.closedNotice')} />}
      <JobDetailsView job={job.data} />
    </Flex>
  );
}
