import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import { Select } from '@/components/ui/select';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '@/components/search/keyword-search';
import { ResultGrid } from '@/components/search/result-grid';
import { useSearchState } from '@/hooks/use-search-state';
import { useIndustryOptions } from '@/lib/industries';
import { useCompanies } from '../api/get-companies';
import { CompanyCard } from '../components/company-card';
import { companySearch } from '../utils/company-search';

const PAGE_SIZE = 12;

/** Browse companies: activated companies by name, filtered by industry; the search lives in the URL. */
export default function BrowseCompaniesRoute() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(companySearch);
  const industries = useIndustryOptions();
  const companies = useCompanies({ q: search.q, industry: search.industry, page: search.page, pageSize: PAGE_SIZE });

  return (
    <Flex vertical gap={24}>
      <Flex gap={12} wrap>
        <KeywordSearch
          q={search.q}
          label={t('companies.search')}
          placeholder={t('companies.searchPlaceholder')}
          style={{ maxWidth: 520, flex: 1, minWidth: 240 }}
          onSearch={(q) => update({ q })}
        />
        <Select
          size="large"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('companies.industry')}
          placeholder={t('companies.allIndustries')}
          style={{ minWidth: 220 }}
          value={search.industry}
          loading={industries.loading}
          options={industries.options}
          onChange={(industry?: string) => update({ industry: industry ?? null })}
        />
      </Flex>
      {companies.isPending ? (
        <Skeleton active />
      ) : companies.data && companies.data.results.length > 0 ? (
        <>
          <Typography.Text type="secondary">{t('companies.count', { count: companies.data.count })}</Typography.Text>
          <ResultGrid
            items={companies.data.results}
            total={companies.data.count}
            page={search.page}
            pageSize={PAGE_SIZE}
            onPage={(page) => update({ page })}
            itemKey={(company) => company.id}
            renderItem={(company) => <CompanyCard company={company} />}
          />
        </>
      ) : (
        <Empty description={search.q || search.industry ? t('companies.noResults') : t('companies.empty')} />
      )}
    </Flex>
  );
}
