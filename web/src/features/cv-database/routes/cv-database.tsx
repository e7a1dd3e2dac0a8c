import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '@/components/search/keyword-search';
import { ResultGrid } from '@/components/search/result-grid';
import { useSearchState } from '@/hooks/use-search-state';
import { useCandidates } from '../api/search-candidates';
import { CandidateCard } from '../components/candidate-card';
import { CvFilters } from '../components/cv-filters';
import { cvSearch } from '../utils/cv-search';

const PAGE_SIZE = 12;

/**
 * The CV database: candidates who made their CV visible, by keywords and filters with facet
 * counts; the "Dropped CVs" tab shows those who dropped theirs to this company.
 */
export default function CvDatabaseRoute() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(cvSearch);
  const candidates = useCandidates({ ...search, pageSize: PAGE_SIZE });
  const tab = search.dropped ? 'dropped' : 'all';

  return (
    <Flex vertical gap={16}>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ dropped: key === 'dropped' })}
        items={[
          { key: 'all', label: t('cvDatabase.tabs.all') },
          { key: 'dropped', label: t('cvDatabase.tabs.dropped') },
        ]}
      />
      <KeywordSearch
        q={search.q}
        label={t('cvDatabase.search')}
        placeholder={t('cvDatabase.searchPlaceholder')}
        onSearch={(q) => update({ q })}
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={7} xxl={5}>
          <CvFilters search={search} facets={candidates.data?.facets ?? {}} update={update} />
        </Col>
        <Col xs={24} lg={17} xxl={19}>
          {candidates.isPending ? (
            <Skeleton active />
          ) : candidates.data && candidates.data.results.length > 0 ? (
            <Flex vertical gap={16}>
              <Typography.Text type="secondary">{t('cvDatabase.count', { count: candidates.data.count })}</Typography.Text>
              <ResultGrid
                items={candidates.data.results}
                total={candidates.data.count}
                page={search.page}
                pageSize={PAGE_SIZE}
                onPage={(page) => update({ page })}
                itemKey={(candidate) => candidate.id}
                renderItem={(candidate) => <CandidateCard candidate={candidate} />}
              />
            </Flex>
          ) : (
            <Empty description={t(search.dropped ? 'cvDatabase.emptyDropped' : 'cvDatabase.empty')} />
          )}
        </Col>
      </Row>
    </Flex>
  );
}
