import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useTranslation } from 'react-i18next';
import { FacetSelect } from '@/components/search/facet-select';
import { facetOptions } from '@/components/search/facets';
import { NumberFilter } from '@/components/search/number-filter';
import { SkillFilter } from '@/components/search/skill-filter';
import { educationLevels, languageProficiencies } from '@/lib/lists';
import type { SearchChanges } from '@/lib/search-params';
import type { SearchPage_Candidate } from '../api/search-candidates';
import type { CvSearch, cvSearch } from '../utils/cv-search';

const proficiencyLevels = languageProficiencies.map((_, index) => index + 1);
const filterKeys = ['skills', 'education_level', 'language', 'proficiency', 'experience_years', 'region', 'salary_max'] as const;

/** The CV database's filters, each value with its number of candidates. */
export function CvFilters({ search, facets, update }: { search: CvSearch; facets: SearchPage_Candidate['facets']; update: (changes: SearchChanges<typeof cvSearch>) => void }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} data-testid="cv-filters">
      <SkillFilter
        label={t('cvDatabase.filters.skills')}
        placeholder={t('cvDatabase.filters.skillsHint')}
        counts={facets.skills}
        value={search.skills}
        onChange={(skills) => update({ skills })}
      />
      <FacetSelect
        label={t('cvDatabase.filters.education_level')}
        placeholder={t('cvDatabase.filters.any')}
        options={facetOptions(facets.education_level, { known: educationLevels, labelOf: (level) => t(`lists.educationLevels.${level}`) })}
        value={search.education_level}
        onChange={(level) => update({ education_level: level ?? null })}
      />
      <FacetSelect
        label={t('cvDatabase.filters.language')}
        placeholder={t('cvDatabase.filters.any')}
        options={facetOptions(facets.languages, { chosen: search.language ? [search.language] : [] })}
        value={search.language}
        onChange={(language) => update({ language: language ?? null })}
      />
      <FacetSelect
        label={t('cvDatabase.filters.proficiency')}
        // The API has no facet for proficiency: the levels show without counts.
        placeholder={t('cvDatabase.filters.any')}
        options={proficiencyLevels.map((level) => ({ value: level, label: t(`lists.languageProficiency.${languageProficiencies[level - 1]}`) }))}
        value={search.proficiency}
        onChange={(level) => update({ proficiency: level ?? null })}
      />
      <NumberFilter label={t('cvDatabase.filters.experience_years')} value={search.experience_years} max={60} onChange={(value) => update({ experience_years: value ?? null })} />
      <FacetSelect
        label={t('cvDatabase.filters.region')}
        placeholder={t('cvDatabase.filters.any')}
        options={facetOptions(facets.region, { chosen: search.region ? [search.region] : [] })}
        value={search.region}
        onChange={(region) => update({ region: region ?? null })}
      />
      <NumberFilter label={t('cvDatabase.filters.salary_max')} value={search.salary_max} onChange={(value) => update({ salary_max: value ?? null })} />
      {filterKeys.some((key) => search[key] !== undefined) && (
        <Button onClick={() => update(Object.fromEntries(filterKeys.map((key) => [key, null])))}>{t('cvDatabase.filters.clear')}</Button>
      )}
    </Flex>
  );
}
