import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import { Segmented } from '@/components/ui/segmented';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ExportButton } from '@/components/export-button';
import { can } from '@/config/access';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import type { JobResponse } from '@/types/jobs';
import { exportApplicants, useApplicants } from '../api/get-applicants';
import { useJob } from '../api/get-job';
import { usePipeline } from '../api/get-pipeline';
import { ApplicantsTable } from '../components/applicants-table';
import { JobCompetencies } from '../components/job-competencies';
import { JobStatusActions } from '../components/job-status-actions';
import { KanbanBoard } from '../components/kanban-board';
import { SourceFilter } from '../components/source-filter';
import { JobStatusTag } from '../components/status-tags';
import { applicantsFilterParams, parseApplicantsFilter } from '../utils/applicants-filter';

const PAGE_SIZE = 20;

function Board({ jobId }: { jobId: string }) {
  const pipeline = usePipeline(jobId);
  if (pipeline.isPending) return <Skeleton active />;
  return <KanbanBoard jobId={jobId} columns={pipeline.data ?? []} />;
}

function TableView({ jobId }: { jobId: string }) {
  const [params, setParams] = useSearchParams();
  const filter = { ...parseApplicantsFilter(params), job: jobId };
  const applicants = useApplicants({ ...filter, pageSize: PAGE_SIZE }, 'job');
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" gap={12} wrap>
        <SourceFilter
          value={filter.source}
          onChange={(source) => setParams(applicantsFilterParams({ ...filter, source, page: undefined, job: undefined }, params))}
        />
        <ExportButton download={(format) => exportApplicants(jobId, filter, format)} fileName={`applicants-${jobId}`} />
      </Flex>
      <ApplicantsTable
        applicants={applicants.data?.results ?? []}
        total={applicants.data?.count ?? 0}
        loading={applicants.isPending || applicants.isPlaceholderData}
        filter={filter}
        pageSize={PAGE_SIZE}
        onChange={(next) => setParams(applicantsFilterParams({ ...filter, ...next, job: undefined }, params))}
      />
    </Flex>
  );
}

/**
 * One job's pipeline: a kanban board by status (drag to move) or a sortable table (?view=table).
 * `extraActions`: buttons another feature adds beside the job's own (the app composes them,
 * app/routes).
 */
export default function MyJobRoute({ extraActions }: { extraActions?: (job: JobResponse) => ReactNode } = {}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser();
  const job = useJob(id);
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'table' ? 'table' : 'board';

  if (job.isPending) return <Skeleton active />;
  if (!job.data || job.data.applicants == null) return <Empty description={t('jobs.notFound')} />;
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Space wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {job.data.details.title}
            </Typography.Title>
            <JobStatusTag status={job.data.status} />
          </Space>
          <Space wrap>
            <Link to={paths.job.getHref(id)}>
              <Button icon={<EyeOutlined aria-hidden />}>{t('jobs.list.view')}</Button>
            </Link>
            {job.data.actions?.includes('edit') && (
              <Link to={paths.editJob.getHref(id)}>
                <Button icon={<EditOutlined aria-hidden />}>{t('jobs.list.edit')}</Button>
              </Link>
            )}
            {extraActions?.(job.data)}
            <JobStatusActions job={job.data} size="middle" />
          </Space>
        </Flex>
      </Card>
      {job.data.competencies && job.data.competencies.length > 0 && <JobCompetencies competencies={job.data.competencies} />}
      {can(user, 'see_applicants') ? (
        <Card
          title={t('jobs.pipeline.title')}
          extra={
            <Segmented
              aria-label={t('jobs.list.view')}
              value={view}
              onChange={(next) => setParams(next === 'table' ? { view: 'table' } : {})}
              options={[
                { value: 'board', label: t('jobs.pipeline.board') },
                { value: 'table', label: t('jobs.pipeline.table') },
              ]}
            />
          }
        >
          {view === 'board' ? <Board jobId={id} /> : <TableView jobId={id} />}
        </Card>
      ) : (
        <Alert type="info" showIcon title={t('jobs.pipeline.notForRole')} />
      )}
    </Flex>
  );
}
