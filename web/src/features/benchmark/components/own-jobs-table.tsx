import Flex from 'antd/es/flex';
import { Table } from '@/components/ui/table';
import Tag from 'antd/es/tag';
import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { OwnJob } from '@/types/benchmark';
import { marketPosition, type MarketPosition, type MoneyFormat } from '../utils/benchmark-search';

const positionColors: Record<MarketPosition, string> = { below: 'orange', within: 'green', above: 'blue' };

/** The caller's open jobs among the data: each one's range, and where its salary sits. */
export function OwnJobsTable({ jobs, p25, p75, format }: { jobs: OwnJob[]; p25: number; p75: number; format: MoneyFormat }) {
  const { t } = useTranslation();
  const range = (job: OwnJob) =>
    job.salary_min != null && job.salary_max != null
      ? format.range(job.salary_min, job.salary_max)
      : format.amount(job.salary_min ?? job.salary_max ?? job.amount);
  const columns: TableColumnsType<OwnJob> = [
    { title: t('jobs.fields.title'), key: 'title', render: (_, job) => <Link to={paths.myJob.getHref(job.job_id)}>{job.title}</Link> },
    { title: t('jobs.fields.salary'), key: 'salary', render: (_, job) => range(job) },
    {
      title: t('benchmark.percentile'),
      key: 'percentile',
      render: (_, job) => {
        const position = marketPosition(job.amount, p25, p75);
        return (
          <Flex gap={8} align="center" data-testid="own-job-position" data-position={position}>
            <span>{job.percentile}</span>
            <Tag color={positionColors[position]}>{t(`benchmark.position.${position}`)}</Tag>
          </Flex>
        );
      },
    },
  ];
  return (
    <Table<OwnJob>
      size="small"
      rowKey="job_id"
      columns={columns}
      dataSource={jobs}
      pagination={false}
      locale={{ emptyText: t('benchmark.noOwnJobs') }}
      onRow={(job) => ({ 'data-testid': 'own-job', 'data-id': job.job_id }) as HTMLAttributes<HTMLElement>}
    />
  );
}
