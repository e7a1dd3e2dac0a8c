import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import { Select } from '@/components/ui/select';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useJobsForFilter } from '@/lib/jobs-for-filter';
import { useVacancyApplicants } from '../api/get-vacancy-applicants';
import { chartableJobs, vacancyBars } from '../utils/chart-data';
import type { Period } from '@/lib/period';

const VacanciesChart = lazy(() => import('./period-charts').then((module) => ({ default: module.VacanciesChart })));

/** Without a choice of jobs the chart shows this many, those with the most applicants. */
const TOP_JOBS = 15;

const readJobs = (params: URLSearchParams) => (params.get('jobs') ?? '').split(',').filter(Boolean);

/** Each live or deactivated vacancy's applications by stage, for the chosen jobs (?jobs=) or the busiest ones. */
export function VacanciesCard({ period }: { period: Period }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const jobs = useJobsForFilter();
  const vacancies = useVacancyApplicants(period);
  const chosen = readJobs(params);
  const { bars, hidden } = vacancyBars(vacancies.data ?? [], chosen, TOP_JOBS);

  const choose = (ids: string[]) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (ids.length > 0) next.set('jobs', ids.join(','));
        else next.delete('jobs');
        return next;
      },
      { replace: true },
    );

  return (
    <Card
      title={t('dashboard.charts.vacancies')}
      size="small"
      data-testid="chart-vacancies"
      extra={
        <Select
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          maxTagCount="responsive"
          style={{ width: 320, maxWidth: '60vw' }}
          placeholder={t('dashboard.charts.allJobs')}
          aria-label={t('dashboard.charts.jobFilter')}
          loading={jobs.isPending}
          value={chosen}
          onChange={choose}
          options={chartableJobs(jobs.data ?? []).map((job) => ({ value: job.id, label: job.title }))}
        />
      }
    >
      {!vacancies.data ? (
        <Skeleton active />
      ) : bars.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.charts.noVacancies')} />
      ) : (
        <Flex vertical gap={8}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
            <VacanciesChart bars={bars} ariaLabel={t('dashboard.charts.vacancies')} />
          </Suspense>
          {hidden > 0 && (
            <Typography.Text type="secondary">{t('dashboard.charts.topJobs', { limit: TOP_JOBS, hidden })}</Typography.Text>
          )}
        </Flex>
      )}
    </Card>
  );
}
