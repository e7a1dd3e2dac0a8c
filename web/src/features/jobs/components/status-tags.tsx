import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { statusColor } from '@/lib/application-status';
import type { InterviewResponse, JobResponse, OfferResponse } from '@/types/jobs';

// The API sends statuses as strings: one this app does not know shows as sent, in the default colour.

export function ApplicationStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColor(status)} data-status={status}>
      {t(`common.applicationStatus.${status}`, { defaultValue: status })}
    </Tag>
  );
}

const jobColors: Partial<Record<JobResponse['status'], string>> = {
  requested: 'gold',
  declined: 'red',
  draft: 'default',
  live: 'green',
  inactive: 'orange',
  closed: 'default',
};

export function JobStatusTag({ status }: { status: JobResponse['status'] }) {
  const { t } = useTranslation();
  return <Tag color={jobColors[status]}>{t(`jobs.jobStatus.${status}`, { defaultValue: status })}</Tag>;
}

const offerColors: Partial<Record<OfferResponse['status'], string>> = { sent: 'blue', accepted: 'green', declined: 'red', withdrawn: 'default', expired: 'default' };

export function OfferStatusTag({ status }: { status: OfferResponse['status'] }) {
  const { t } = useTranslation();
  return <Tag color={offerColors[status]}>{t(`jobs.offerStatus.${status}`, { defaultValue: status })}</Tag>;
}

const interviewColors: Partial<Record<InterviewResponse['status'], string>> = { scheduled: 'blue', in_progress: 'purple', completed: 'green', cancelled: 'default' };

export function InterviewStatusTag({ status }: { status: InterviewResponse['status'] }) {
  const { t } = useTranslation();
  return <Tag color={interviewColors[status]}>{t(`jobs.interviewStatus.${status}`, { defaultValue: status })}</Tag>;
}
