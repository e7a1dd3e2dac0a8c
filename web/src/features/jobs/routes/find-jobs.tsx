import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLiveJobs } from '../api/get-live-jobs';
import { JobCard } from '../components/job-card';

const PAGE_SIZE = 12;

/** Find jobs: live jobs, searched by title; the search and the page live in the URL. */
export default function FindJobsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const jobs = useLiveJobs({ q: q || undefined, page, pageSize: PAGE_SIZE });

  const update = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams(params);
    if (next.q !== undefined) {
      if (next.q) search.set('q', next.q);
      else search.delete('q');
      search.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 1) search.set('page', String(next.page));
      else search.delete('page');
    }
    setParams(search);
  };

  return (
    <Flex vertical gap={24}>
      <Input.Search
        key={q}
        defaultValue={q}
        placeholder={t('jobs.find.searchPlaceholder')}
        aria-label={t('jobs.find.search')}
        enterButton={t('jobs.find.search')}
        allowClear
        size="large"
        style={{ maxWidth: 640 }}
        onSearch={(value) => update({ q: value.trim() })}
      />
      {jobs.isPending ? (
        <Skeleton active />
      ) : jobs.data && jobs.data.results.length > 0 ? (
        <>
          <Typography.Text type="secondary">{t('jobs.find.count', { count: jobs.data.count })}</Typography.Text>
          <Row gutter={[16, 16]}>
            {jobs.data.results.map((job) => (
              <Col key={job.id} xs={24} md={12} xl={8}>
                <JobCard job={job} />
              </Col>
            ))}
          </Row>
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={jobs.data.count}
            onChange={(next) => update({ page: next })}
            showSizeChanger={false}
            hideOnSinglePage
          />
        </>
      ) : (
        <Empty description={q ? t('jobs.find.noResults', { q }) : t('jobs.find.empty')} />
      )}
    </Flex>
  );
}
