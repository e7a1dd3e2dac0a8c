import { EditOutlined, ProjectOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState, type ReactNode } from 'react';
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

/** What another feature shows once the job seeker has applied here (the app composes it, app/routes). */
type AfterApplying = (applicationId: string) => ReactNode;

function SeekerPanel({ job, afterApplying }: { job: JobResponse; afterApplying?: AfterApplying }) {
  const { t } = useTranslation();
  const [applying, setApplying] = useState(false);
  // The application just made here, whose follow-up (`afterApplying`) shows once it is sent.
  const [applied, setApplied] = useState<string | null>(null);
  // The job seeker's applications tell whether this job has one already.
  const applications = useMyApplications({ pageSize: 100 });
  const mine = applications.data?.results.find((application) => application.job_id === job.id);
  const open = job.status === 'live';

  if (applications.isPending) return <Skeleton.Button active />;
  return (
    <>
      {mine ? (
        <Space wrap>
          <Typography.Text>{t('jobs.apply.alreadyApplied', { date: formatDate(mine.applied_at) })}</Typography.Text>
          {mine.status && <ApplicationStatusTag status={mine.status.value} />}
          <Link to={paths.myApplications.getHref()}>{t('jobs.apply.seeApplications')}</Link>
        </Space>
      ) : (
        // Its own width beside the details, not a bar stretched across the page.
        <Space wrap>
          {open ? (
            <Button type="primary" size="large" onClick={() => setApplying(true)}>
              {t('jobs.apply.button')}
            </Button>
          ) : (
            <Typography.Text type="secondary">{t('jobs.apply.notAccepting')}</Typography.Text>
          )}
        </Space>
      )}
      {/* Kept while applying: the list is read again as the application is sent, which turns the
          panel to "applied" before the dialog has handed on the new application and closed. */}
      {(!mine || applying) && (
        <ApplyDialog
          open={applying}
          jobId={job.id}
          jobTitle={job.details.title}
          onClose={() => setApplying(false)}
          onApplied={(applicationId) => {
            setApplying(false);
            setApplied(applicationId);
          }}
        />
      )}
      {applied && afterApplying?.(applied)}
    </>
  );
}

function CompanyPanel({ job }: { job: JobResponse }) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <JobStatusTag status={job.status} />
      <Link to={paths.myJob.getHref(job.id)}>
        <Button icon={<ProjectOutlined aria-hidden />}>{t('jobs.list.pipeline')}</Button>
      </Link>
      {job.actions?.includes('edit') && (
        <Link to={paths.editJob.getHref(job.id)}>
          <Button icon={<EditOutlined aria-hidden />}>{t('jobs.list.edit')}</Button>
        </Link>
      )}
      <JobStatusActions job={job} size="middle" />
    </Space>
  );
}

/**
 * A job: its details; job seekers apply here, the company side manages it. `afterApplying`: what
 * another feature shows once the job seeker has applied (the app composes it, app/routes).
 */
export default function JobRoute({ afterApplying }: { afterApplying?: AfterApplying } = {}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser();
  const job = useJob(id);

  if (job.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!job.data) return <Empty description={t('jobs.notFound')} />;
  const ownCompany = job.data.applicants != null;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
      {user.user_type === 'jobseeker' && <SeekerPanel job={job.data} afterApplying={afterApplying} />}
      {user.user_type !== 'jobseeker' && ownCompany && <CompanyPanel job={job.data} />}
      {job.data.status === 'closed' && <Alert type="warning" showIcon title={t('jobs.closedNotice')} />}
      <JobDetailsView job={job.data} />
    </Flex>
  );
}
