import { DownOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Dropdown from 'antd/es/dropdown';
import { Segmented } from '@/components/ui/segmented';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { JobResponse } from '@/types/jobs';
import { useApproveRequest } from '../api/approve-request';
import { useDeclineRequest } from '../api/decline-request';
import { useRequestedStaff } from '../api/get-requested-staff';
import { JobsTable } from '../components/jobs-table';
import { ReasonDialog } from '../components/reason-dialog';

const PAGE_SIZE = 20;
const filters = ['all', 'requested', 'declined', 'draft', 'live'] as const;
type Filter = (typeof filters)[number];

function Decide({ job, onDecline }: { job: JobResponse; onDecline: (job: JobResponse) => void }) {
  const { t } = useTranslation();
  const approve = useApproveRequest();
  if (!job.actions?.includes('approve')) return null;
  return (
    <Space size={8} wrap>
      <Dropdown
        menu={{
          items: [
            { key: 'publish', label: t('jobs.requests.approvePublish') },
            { key: 'draft', label: t('jobs.requests.approveDraft') },
          ],
          onClick: ({ key }) => approve.mutate({ id: job.id, publish: key === 'publish' }),
        }}
      >
        <Button size="small" type="primary" loading={approve.isPending}>
          {t('jobs.requests.approve')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <Button size="small" danger onClick={() => onDecline(job)}>
        {t('jobs.requests.decline')}
      </Button>
    </Space>
  );
}

/** Staff requested by Hiring Managers; the company and HR Executives approve or decline them. */
export default function RequestedStaffRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status') as Filter | null;
  const filter: Filter = requested && filters.includes(requested) ? requested : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const jobs = useRequestedStaff({ status: filter === 'all' ? undefined : filter, page, pageSize: PAGE_SIZE });
  const decline = useDeclineRequest();
  const [declining, setDeclining] = useState<JobResponse | null>(null);

  return (
    <Card
      title={
        <Segmented<Filter>
          aria-label={t('jobs.list.columns.status')}
          value={filter}
          onChange={(status) => setParams(status === 'all' ? {} : { status })}
          options={filters.map((value) => ({ value, label: value === 'all' ? t('jobs.list.all') : t(`jobs.jobStatus.${value}`) }))}
        />
      }
    >
      <JobsTable
        jobs={jobs.data?.results ?? []}
        total={jobs.data?.count ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        loading={jobs.isPending || jobs.isPlaceholderData}
        onPage={(next) => setParams({ ...(filter !== 'all' ? { status: filter } : {}), page: String(next) })}
        actions={(job) => <Decide job={job} onDecline={setDeclining} />}
        emptyText={t('jobs.requests.empty')}
      />
      <ReasonDialog
        open={declining !== null}
        title={t('jobs.requests.declineTitle', { title: declining?.details.title ?? '' })}
        okText={t('jobs.requests.decline')}
        danger
        loading={decline.isPending}
        onCancel={() => setDeclining(null)}
        onSubmit={(reason) => declining && decline.mutate({ id: declining.id, reason }, { onSuccess: () => setDeclining(null) })}
      />
    </Card>
  );
}
