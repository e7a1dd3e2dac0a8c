import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import { Segmented } from '@/components/ui/segmented';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '@/components/search/keyword-search';
import { ResultGrid } from '@/components/search/result-grid';
import { useSearchState } from '@/hooks/use-search-state';
import { useLiveJobs } from '../api/get-live-jobs';
import { JobCard } from '../components/job-card';
import { JobFilters } from '../components/job-filters';
import { jobSearch, jobSorts, sortOf, type JobSort } from '../utils/job-search';

const PAGE_SIZE = 12;

/** Find jobs: live jobs by keywords (typos forgiven), filters with facet counts and a sort; all of it in the URL. */
export default function FindJobsRoute() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(jobSearch);
  const jobs = useLiveJobs({ ...search, pageSize: PAGE_SIZE });
  const sort = sortOf(search);

  return (
    <Flex vertical gap={24}>
      <KeywordSearch
        q={search.q}
        label={t('jobs.find.search')}
        placeholder={t('jobs.find.searchPlaceholder')}
        onSearch={(q) => update({ q })}
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={7} xxl={5}>
          <JobFilters search={search} facets={jobs.data?.facets ?? {}} jobs={jobs.data?.results ?? []} update={update} />
        </Col>
        <Col xs={24} lg={17} xxl={19}>
          <Flex vertical gap={16}>
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Typography.Text type="secondary">{jobs.data ? t('jobs.find.count', { count: jobs.data.count }) : ''}</Typography.Text>
              <Flex align="center" gap={8}>
                <Typography.Text>{t('jobs.find.sort.label')}</Typography.Text>
                <Segmented<JobSort>
                  aria-label={t('jobs.find.sort.label')}
                  value={sort}
                  options={jobSorts.map((value) => ({ value, label: t(`jobs.find.sort.${value}`) }))}
                  onChange={(value) => update({ sort: value === 'relevance' ? null : value })}
                />
              </Flex>
            </Flex>
            {jobs.isPending ? (
              <Skeleton active />
            ) : jobs.data && jobs.data.results.length > 0 ? (
              <>
                <ResultGrid
                  items={jobs.data.results}
                  total={jobs.data.count}
                  page={search.page}
                  pageSize={PAGE_SIZE}
                  onPage={(page) => update({ page })}
                  itemKey={(job) => job.id}
                  renderItem={(job) => <JobCard job={job} />}
                />
              </>
            ) : (
              <Empty description={search.q ? t('jobs.find.noResults', { q: search.q }) : t('jobs.find.empty')} />
            )}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
