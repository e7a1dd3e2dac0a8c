import type { SelectProps } from 'antd/es/select';
import { Select } from '@/components/ui/select';
import { useMemo } from 'react';
import { FacetOptionLabel } from '@/components/search/facet-select';
import { useLanguage } from '@/lib/i18n';
import { matchesSkill, skillCatalogue, skillName, useSkillCatalogue } from '@/lib/skills';
import type { Skill } from '@/types/jobs';

type SkillKey = 'id' | 'name_en';
/** A catalogue skill as its id or English name, or a new skill as the user typed it. */
export type SkillValue<K extends SkillKey> = Skill[K] | string;

type Option = { value: string; label: string; skill?: Skill; count?: number };

type SkillSelectProps<K extends SkillKey> = Omit<SelectProps, 'mode' | 'options' | 'value' | 'onChange' | 'showSearch' | 'optionRender'> & {
  /** What a catalogue skill is kept as: its id (a profile) or its English name (jobs and filters). */
  by: K;
  value?: SkillValue<K>[];
  onChange?: (value: SkillValue<K>[]) => void;
  /** Skills to offer besides the cached catalogue; every id in `value` must be among the two. */
  known?: Skill[];
  /** Hits per English name: skills with more come first, their counts beside them. */
  counts?: Record<string, number>;
};

const none: Skill[] = [];

/**
 * Picks skills from the catalogue, searched by their names in every language and shown in the
 * reader's; a skill the catalogue lacks is added by typing it and pressing Enter (or a comma).
 */
export function SkillSelect<K extends SkillKey>({ by, value, onChange, known = none, counts, ...props }: SkillSelectProps<K>) {
  const cached = useSkillCatalogue();
  const { language } = useLanguage();
  const catalogue = useMemo(() => {
    const ids = new Set(cached.skills.map((skill) => skill.id));
    return skillCatalogue([...cached.skills, ...known.filter((skill) => !ids.has(skill.id))]);
  }, [cached, known]);

  const options = useMemo(() => {
    const hits = (name: string) => (counts ? (counts[name] ?? 0) : undefined);
    const listed: Option[] = catalogue.skills.map((skill) => ({
      value: skill.name_en,
      label: skillName(skill, language, catalogue),
      skill,
      count: hits(skill.name_en),
    }));
    // Facet values the cached catalogue does not know yet (jobs add new skills to it).
    const unknown = Object.keys(counts ?? {}).filter((name) => !catalogue.byEnglishName(name));
    listed.push(...unknown.map((name) => ({ value: name, label: name, count: hits(name) })));
    const byLabel = new Intl.Collator(language).compare;
    return listed.sort((a, b) => (b.count ?? 0) - (a.count ?? 0) || byLabel(a.label, b.label));
  }, [catalogue, counts, language]);

  // antd's tags take strings: inside the picker a catalogue skill is its English name, whatever
  // language it was typed in, and `by` applies only to what comes in and goes out.
  const toName = (item: SkillValue<K>) =>
    typeof item === 'number' ? catalogue.skills.find((skill) => skill.id === item)!.name_en : (catalogue.byAnyName(item)?.name_en ?? item.trim());
  const fromName = (name: string) => (by === 'id' ? (catalogue.byEnglishName(name)?.id ?? name) : name) as SkillValue<K>;
  const names = (items: SkillValue<K>[] = []) => [...new Set(items.map(toName))].filter(Boolean);
  const isNamed = (option: Option, search: string) => option.skill !== undefined && catalogue.byAnyName(search) === option.skill;

  return (
    <Select<string[], Option>
      {...props}
      mode="tags"
      tokenSeparators={[',']}
      value={value && names(value)}
      onChange={(next) => onChange?.(names(next).map(fromName))}
      options={options}
      showSearch={{
        filterOption: (search, option) => matchesSkill(option?.skill ?? option?.label ?? '', search),
        // Enter takes the first option: a skill named exactly as typed, else the typed text itself.
        filterSort: (a, b, { searchValue }) => Number(isNamed(b, searchValue)) - Number(isNamed(a, searchValue)),
      }}
      optionRender={counts && ((option) => <FacetOptionLabel label={option.data.label} count={option.data.count} />)}
    />
  );
}
