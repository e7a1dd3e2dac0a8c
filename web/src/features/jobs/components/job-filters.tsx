import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { Select } from '@/components/ui/select';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FacetSelect } from '@/components/search/facet-select';
import { facetOptions } from '@/components/search/facets';
import { NumberFilter } from '@/components/search/number-filter';
import { SkillFilter } from '@/components/search/skill-filter';
import { employmentTypes, jobLevels } from '@/lib/lists';
import type { SearchChanges } from '@/lib/search-params';
import type { JobResponse } from '@/types/jobs';
import { useCompanyOptions } from '../api/get-company-options';
import type { SearchPage_JobResponse } from '../api/get-live-jobs';
import { hasFilters, type JobSearch, type jobSearch } from '../utils/job-search';

type Update = (changes: SearchChanges<typeof jobSearch>) => void;

/** Picks a company by name; the URL keeps its id. */
function CompanyFilter({ value, knownName, onChange }: { value?: string; knownName?: string; onChange: (id?: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const companies = useCompanyOptions(typed, { enabled: open || typed !== '' });
  const options = (companies.data?.results ?? []).map((company) => ({ value: company.id, label: company.name }));
  if (value && knownName && !options.some((option) => option.value === value)) options.unshift({ value, label: knownName });
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t('jobs.find.filters.company')}</Typography.Text>
      <Select<string>
        aria-label={t('jobs.find.filters.company')}
        allowClear
        showSearch
        filterOption={false}
        onSearch={setTyped}
        onOpenChange={setOpen}
        loading={companies.isFetching}
        placeholder={t('jobs.find.filters.anyCompany')}
        value={value}
        options={options}
        onChange={(id) => onChange(id ?? undefined)}
      />
    </Flex>
  );
}

/** Find jobs' filters, each value with its number of hits. */
export function JobFilters({ search, facets, jobs, update }: { search: JobSearch; facets: SearchPage_JobResponse['facets']; jobs: JobResponse[]; update: Update }) {
  const { t } = useTranslation();
  const companyName = jobs.find((job) => job.company?.id === search.company)?.company?.name;
  return (
    <Flex vertical gap={16} data-testid="job-filters">
      <FacetSelect
        label={t('jobs.find.filters.category')}
        options={facetOptions(facets.category, { chosen: search.category ? [search.category] : [] })}
        value={search.category}
        onChange={(category) => update({ category: category ?? null })}
      />
      <FacetSelect
        label={t('jobs.find.filters.employment_type')}
        options={facetOptions(facets.employment_type, { known: employmentTypes, labelOf: (type) => t(`jobs.employmentTypes.${type}`) })}
        value={search.employment_type}
        onChange={(type) => update({ employment_type: type ?? null })}
      />
      <FacetSelect
        label={t('jobs.find.filters.job_level')}
        options={facetOptions(facets.job_level, { known: jobLevels, labelOf: (level) => t(`lists.jobLevels.${level}`) })}
        value={search.job_level}
        onChange={(level) => update({ job_level: level ?? null })}
      />
      <FacetSelect
        label={t('jobs.find.filters.location')}
        options={facetOptions(facets.location, { chosen: search.location ? [search.location] : [] })}
        value={search.location}
        onChange={(location) => update({ location: location ?? null })}
      />
      <SkillFilter
        label={t('jobs.find.filters.skills')}
        placeholder={t('jobs.find.filters.skillsHint')}
        counts={facets.skills}
        value={search.skills}
        onChange={(skills) => update({ skills })}
      />
      <Flex gap={8}>
        <NumberFilter label={t('jobs.find.filters.salary_min')} value={search.salary_min} onChange={(value) => update({ salary_min: value ?? null })} />
        <NumberFilter label={t('jobs.find.filters.salary_max')} value={search.salary_max} onChange={(value) => update({ salary_max: value ?? null })} />
      </Flex>
      <CompanyFilter value={search.company} knownName={companyName} onChange={(id) => update({ company: id ?? null })} />
      {hasFilters(search) && (
        <Button
          onClick={() =>
            update({ category: null, employment_type: null, job_level: null, location: null, salary_min: null, salary_max: null, skills: null, company: null })
          }
        >
          {t('jobs.find.filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
