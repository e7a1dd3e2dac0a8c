import { EditOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { Table } from '@/components/ui/table';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { JobResponse } from '@/types/jobs';
import { formatDate } from '../utils/format';
import { JobStatusTag } from './status-tags';

type Props = {
  jobs: JobResponse[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
  /** Per-row actions (status changes, request decisions), by what the user may do. */
  actions?: (job: JobResponse) => ReactNode;
  emptyText: string;
};

/** All of a job's applications (its counts per status id). */
const applicantTotal = (job: JobResponse) => Object.values(job.applicants ?? {}).reduce((sum, count) => sum + count, 0);

export function JobsTable({ jobs, total, page, pageSize, loading, onPage, actions, emptyText }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<JobResponse> = [
    {
      title: t('jobs.list.columns.title'),
      key: 'title',
      render: (_, job) => (
        <Space orientation="vertical" size={0}>
          <Link to={paths.myJob.getHref(job.id)}>{job.details.title}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`jobs.employmentTypes.${job.details.employment_type}`)}
            {job.details.location ? ` · ${job.details.location}` : ''}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('jobs.list.columns.status'), key: 'status', render: (_, job) => <JobStatusTag status={job.status} /> },
    { title: t('jobs.list.columns.applicants'), key: 'applicants', align: 'right', render: (_, job) => applicantTotal(job) },
    { title: t('jobs.list.columns.created'), key: 'created', render: (_, job) => formatDate(job.created_at) },
    { title: t('jobs.list.columns.deadline'), key: 'deadline', render: (_, job) => formatDate(job.deadline ?? job.details.deadline) || '—' },
    {
      title: t('jobs.list.columns.actions'),
      key: 'actions',
      render: (_, job) => (
        <Space wrap size={4}>
          <Link to={paths.job.getHref(job.id)}>
            <Button size="small">{t('jobs.list.view')}</Button>
          </Link>
          {job.actions?.includes('edit') && (
            <Tooltip title={t('jobs.list.edit')}>
              <Link to={paths.editJob.getHref(job.id)}>
                <Button size="small" aria-label={t('jobs.list.edit')} icon={<EditOutlined aria-hidden />} />
              </Link>
            </Tooltip>
          )}
          {actions?.(job)}
        </Space>
      ),
    },
  ];
  return (
    <Table<JobResponse>
      rowKey="id"
      columns={columns}
      dataSource={jobs}
      loading={loading}
      scroll={{ x: true }}
      locale={{ emptyText }}
      pagination={{ current: page, pageSize, total, onChange: onPage, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
}
