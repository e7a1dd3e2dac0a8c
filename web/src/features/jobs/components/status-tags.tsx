import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { applicationStatusColors, type ApplicationStatusValue } from '@/lib/application-status';
import type { InterviewStatus, JobStatus, OfferStatus } from '@/types/jobs';

export function ApplicationStatusTag({ status }: { status: ApplicationStatusValue }) {
  const { t } = useTranslation();
  return (
    <Tag color={applicationStatusColors[status]} data-status={status}>
      {t(`common.applicationStatus.${status}`)}
    </Tag>
  );
}

const jobColors: Record<JobStatus, string> = {
  requested: 'gold',
  declined: 'red',
  draft: 'default',
  live: 'green',
  inactive: 'orange',
  closed: 'default',
};

export function JobStatusTag({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return <Tag color={jobColors[status]}>{t(`jobs.jobStatus.${status}`)}</Tag>;
}

const offerColors: Record<OfferStatus, string> = { sent: 'blue', accepted: 'green', declined: 'red', withdrawn: 'default', expired: 'default' };

export function OfferStatusTag({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return <Tag color={offerColors[status]}>{t(`jobs.offerStatus.${status}`)}</Tag>;
}

const interviewColors: Record<InterviewStatus, string> = { scheduled: 'blue', in_progress: 'purple', completed: 'green', cancelled: 'default' };

export function InterviewStatusTag({ status }: { status: InterviewStatus }) {
  const { t } = useTranslation();
  return <Tag color={interviewColors[status]}>{t(`jobs.interviewStatus.${status}`)}</Tag>;
}
