import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Skill } from '@/types/jobs';
import { api } from './api';
import { useLanguage, type Language } from './i18n';
import { localizedField } from './localize';
import { queryKeys } from './query-keys';

// Shared like the industries: profiles, jobs, job search and the CV database all show skills.
export const getSkills = () => api.GET('/api/jobs/skills');

export const getSkillsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.skills,
    queryFn: getSkills,
    staleTime: Infinity,
    // Without the catalogue skills still show, by the names they are stored with.
    meta: { silent: true },
  });

export function useSkills() {
  return useQuery(getSkillsQueryOptions());
}

export type SkillCatalogue = {
  skills: Skill[];
  /** Jobs, filters and facets carry English names; the API keeps them unique ignoring case. */
  byEnglishName: (name: string) => Skill | undefined;
  /** A name typed in any language, matched as the API matches it (ignoring case). */
  byAnyName: (name: string) => Skill | undefined;
};

const key = (name: string) => name.trim().toLowerCase();
// Accents folded too, so "unsiyyet" finds "Ünsiyyət" on a keyboard without Azerbaijani letters.
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function skillCatalogue(skills: Skill[]): SkillCatalogue {
  const english = skills.map((skill) => [key(skill.name_en), skill] as const);
  const translated = skills.flatMap((skill) => [skill.name_az, skill.name_ru].map((name) => [key(name), skill] as const));
  const byEnglish = new Map(english);
  // Later entries win: a skill's English name beats another skill's translation.
  const byAny = new Map([...translated, ...english]);
  return { skills, byEnglishName: (name) => byEnglish.get(key(name)), byAnyName: (name) => byAny.get(key(name)) };
}

/** A skill in `language`; a name the catalogue does not know reads as it was typed. */
export function skillName(skill: Skill | string, language: Language, catalogue: SkillCatalogue): string {
  const known = typeof skill === 'string' ? catalogue.byEnglishName(skill) : skill;
  if (!known) return skill as string;
  return localizedField(known, language) || known.name_en;
}

/** Whether a search finds the skill by any of its names (or the one name of an unknown skill). */
export function matchesSkill(skill: Skill | string, search: string): boolean {
  const wanted = fold(search.trim());
  const names = typeof skill === 'string' ? [skill] : [skill.name_en, skill.name_az, skill.name_ru];
  return names.some((name) => fold(name).includes(wanted));
}

const none: Skill[] = [];

/** The cached catalogue; empty until it loads, or if it cannot. */
export function useSkillCatalogue(): SkillCatalogue {
  const { data = none } = useSkills();
  return useMemo(() => skillCatalogue(data), [data]);
}

/** Names a skill — a catalogue entry or an English name — in the reader's language. */
export function useSkillName(): (skill: Skill | string) => string {
  const catalogue = useSkillCatalogue();
  const { language } = useLanguage();
  return useCallback((skill: Skill | string) => skillName(skill, language, catalogue), [catalogue, language]);
}
