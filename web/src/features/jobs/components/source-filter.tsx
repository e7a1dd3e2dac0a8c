import { Select } from '@/components/ui/select';
import { useTranslation } from 'react-i18next';
import { sources } from '@/lib/attribution';
import type { Source } from '@/types/jobs';

/** The applicants tables' choice of one channel; cleared, every applicant. */
export function SourceFilter({ value, onChange }: { value?: Source; onChange: (source: Source | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <Select<Source>
      allowClear
      placeholder={t('jobs.applicants.filters.source')}
      aria-label={t('jobs.applicants.filters.source')}
      style={{ minWidth: 180 }}
      value={value}
      onChange={(source) => onChange(source)}
      options={sources.map((source) => ({ value: source, label: t(`common.sources.${source}`) }))}
    />
  );
}
