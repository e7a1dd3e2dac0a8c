import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { Segmented } from '@/components/ui/segmented';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { can } from '@/config/access';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useCompanyJobs } from '../api/get-company-jobs';
import { JobStatusActions } from '../components/job-status-actions';
import { JobsTable } from '../components/jobs-table';

const PAGE_SIZE = 20;
const filters = ['all', 'draft', 'live', 'inactive', 'closed'] as const;
type Filter = (typeof filters)[number];

/** My jobs (the company) and All jobs (its employees): the company's postings by status. */
export default function CompanyJobsRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status') as Filter | null;
  const filter: Filter = requested && filters.includes(requested) ? requested : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const jobs = useCompanyJobs({ status: filter === 'all' ? undefined : filter, page, pageSize: PAGE_SIZE });
  const hiringManager = user.user_type === 'employee' && user.profile?.role === 'hiring_manager';
  // On My jobs the top bar offers Post job already; All jobs (employees) has no such button there.
  const offerPost = useLocation().pathname === paths.allJobs.path && can(user, 'post_job');

  const set = (next: { status?: Filter; page?: number }) => {
    const status = next.status ?? filter;
    const nextPage = next.page ?? 1;
    setParams({ ...(status !== 'all' ? { status } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
  };

  return (
    <Card
      title={
        <Segmented<Filter>
          aria-label={t('jobs.list.columns.status')}
          value={filter}
          onChange={(status) => set({ status })}
          options={filters.map((value) => ({ value, label: value === 'all' ? t('jobs.list.all') : t(`jobs.jobStatus.${value}`) }))}
        />
      }
      extra={
        offerPost && (
          <Link to={paths.postJob.getHref('jobInformation')}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />}>
              {t(hiringManager ? 'layout.requestStaff' : 'layout.postJob')}
            </Button>
          </Link>
        )
      }
    >
      <JobsTable
        jobs={jobs.data?.results ?? []}
        total={jobs.data?.count ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        loading={jobs.isPending || jobs.isPlaceholderData}
        onPage={(next) => set({ page: next })}
        actions={(job) => <JobStatusActions job={job} />}
        emptyText={t('jobs.list.empty')}
      />
    </Card>
  );
}
