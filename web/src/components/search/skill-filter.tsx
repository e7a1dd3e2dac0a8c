import { SkillSelect } from '@/components/form/skill-select';
import { Filter } from './facet-select';

/** A skills filter: any catalogue skill can be chosen; those the results have show their hits. */
export function SkillFilter({
  label,
  placeholder,
  counts,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  /** The `skills` facet: hits per English name. */
  counts?: Record<string, number>;
  value: string[] | undefined;
  onChange: (skills: string[]) => void;
}) {
  return (
    <Filter label={label}>
      <SkillSelect by="name_en" aria-label={label} allowClear placeholder={placeholder} counts={counts} value={value} onChange={onChange} />
    </Filter>
  );
}
