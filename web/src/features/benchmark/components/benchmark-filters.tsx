import AutoComplete from 'antd/es/auto-complete';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import { Select } from '@/components/ui/select';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Filter } from '@/components/search/facet-select';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { currencies, DEFAULT_CURRENCY, employmentTypes, useLists } from '@/lib/lists';
import type { SearchChanges } from '@/lib/search-params';
import { useTitleSuggestions } from '../api/get-title-suggestions';
import type { BenchmarkSearch, benchmarkSearch } from '../utils/benchmark-search';

type Update = (changes: SearchChanges<typeof benchmarkSearch>) => void;

/** Text typed into a box, following the URL when it changes from outside (back, a link). */
function useDraft(value: string | undefined) {
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  return [draft, setDraft] as const;
}

/** A free-text filter that applies when the user leaves the box or presses Enter, not on each key. */
function TextFilter({ label, value, onChange, placeholder }: { label: string; value: string | undefined; onChange: (value: string | undefined) => void; placeholder: string }) {
  const [draft, setDraft] = useDraft(value);
  const commit = (text: string) => {
    const next = text.trim() || undefined;
    if (next !== value) onChange(next);
  };
  return (
    <Input
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        // The clear button empties the box: the filter goes at once.
        if (event.target.value === '' && event.type !== 'change') commit('');
      }}
      onBlur={() => commit(draft)}
      onPressEnter={() => commit(draft)}
    />
  );
}

/**
 * The job title, with the titles the benchmark knows suggested as the user types (asked for once
 * the typing pauses). A suggestion picked, Enter or leaving the box applies it.
 */
function TitleFilter({ label, value, onChange }: { label: string; value: string | undefined; onChange: (value: string | undefined) => void }) {
  const [draft, setDraft] = useDraft(value);
  const [typed, setTyped] = useState('');
  const suggestions = useTitleSuggestions(useDebouncedValue(typed.trim(), 300));
  // Enter may also pick a suggestion: the latest text and what was applied last keep the two from
  // applying twice.
  const latest = useRef(draft);
  const applied = useRef(value);
  useEffect(() => {
    applied.current = value;
  }, [value]);
  // The URL may have changed the box (back, a link).
  useEffect(() => {
    latest.current = draft;
  }, [draft]);

  const commit = (text: string) => {
    const next = text.trim() || undefined;
    if (next === applied.current) return;
    applied.current = next;
    onChange(next);
  };
  const edit = (text: string) => {
    latest.current = text;
    setDraft(text);
  };

  return (
    <AutoComplete<string>
      aria-label={label}
      allowClear
      style={{ width: '100%' }}
      value={draft}
      options={(suggestions.data ?? []).map((title) => ({ value: title }))}
      filterOption={false}
      onSearch={setTyped}
      onChange={(text) => {
        edit(text ?? '');
        if (!text) commit('');
      }}
      onSelect={(title) => {
        edit(title);
        commit(title);
      }}
      onInputKeyDown={(event) => {
        if (event.key === 'Enter') setTimeout(() => commit(latest.current));
      }}
      onBlur={() => commit(latest.current)}
    />
  );
}

/** The benchmark's filters in a row; each change goes to the URL, which the request follows. */
export function BenchmarkFilters({ search, update }: { search: BenchmarkSearch; update: Update }) {
  const { t } = useTranslation();
  const lists = useLists();
  const any = t('benchmark.any');
  const width = { width: 200 };
  return (
    <Flex wrap gap={16} data-testid="benchmark-filters">
      <div style={{ width: 260 }}>
        <Filter label={t('jobs.fields.title')}>
          <TitleFilter label={t('jobs.fields.title')} value={search.title} onChange={(title) => update({ title: title ?? null })} />
        </Filter>
      </div>
      <div style={width}>
        <Filter label={t('jobs.fields.category')}>
          <TextFilter label={t('jobs.fields.category')} value={search.category} onChange={(category) => update({ category: category ?? null })} placeholder={any} />
        </Filter>
      </div>
      <div style={width}>
        <Filter label={t('jobs.fields.job_level')}>
          <Select<number>
            aria-label={t('jobs.fields.job_level')}
            allowClear
            placeholder={any}
            options={lists.jobLevels}
            value={search.job_level}
            onChange={(level) => update({ job_level: level ?? null })}
          />
        </Filter>
      </div>
      <div style={width}>
        <Filter label={t('jobs.fields.location')}>
          <TextFilter label={t('jobs.fields.location')} value={search.location} onChange={(location) => update({ location: location ?? null })} placeholder={any} />
        </Filter>
      </div>
      <div style={width}>
        <Filter label={t('jobs.fields.employment_type')}>
          <Select<string>
            aria-label={t('jobs.fields.employment_type')}
            allowClear
            placeholder={any}
            options={employmentTypes.map((type) => ({ value: type, label: t(`jobs.employmentTypes.${type}`) }))}
            value={search.employment_type}
            onChange={(type) => update({ employment_type: type ?? null })}
          />
        </Filter>
      </div>
      <div style={{ width: 120 }}>
        <Filter label={t('jobs.fields.currency')}>
          <Select<string>
            aria-label={t('jobs.fields.currency')}
            options={currencies.map((code) => ({ value: code, label: code }))}
            value={search.currency ?? DEFAULT_CURRENCY}
            // AZN is the default: the URL names only another currency.
            onChange={(currency) => update({ currency: currency === DEFAULT_CURRENCY ? null : currency })}
          />
        </Filter>
      </div>
    </Flex>
  );
}
