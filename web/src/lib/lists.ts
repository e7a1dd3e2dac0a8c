import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// The localised lists of spec section 3; ids are the values stored by the API.
export const jobLevels = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const educationLevels = [1, 2, 3, 4, 5, 6, 7] as const;
export const languageProficiencies = [
  'beginner',
  'elementary',
  'pre_intermediate',
  'intermediate',
  'upper_intermediate',
  'advanced',
  'native',
] as const;
/** The API stores proficiency as 1..7, in the order of `languageProficiencies`. */
export const proficiencyKey = (level: number) => languageProficiencies[level - 1] ?? null;

export const competencyCategories = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** The default rating scale's five levels, lowest first, named by the app until the company picks its own scale. */
export const ratingLevels = [1, 2, 3, 4, 5] as const;
export const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** The employment types a job is posted with (the API takes and sends them as strings). */
export const employmentTypes = ['full_time', 'part_time', 'contract', 'temporary', 'internship', 'freelance'] as const;
export type EmploymentType = (typeof employmentTypes)[number];
/** What a job seeker may say of their gender. */
export const genders = ['female', 'male', 'other', 'prefer_not_to_say'] as const;
/** Currencies of salaries and offers; AZN unless chosen. */
export const currencies = ['AZN', 'USD', 'EUR', 'GBP', 'TRY', 'RUB'] as const;
export const DEFAULT_CURRENCY = 'AZN';

export type ListOption<V> = { value: V; label: string };

/** Options for selects and labels for display, in the current language. */
export function useLists() {
  // `t` is a new function whenever the language changes.
  const { t } = useTranslation();
  return useMemo(() => {
    const build = <V extends string | number>(values: readonly V[], list: string): ListOption<V>[] =>
      values.map((value) => ({ value, label: t(`lists.${list}.${value}`) }));
    return {
      jobLevels: build(jobLevels, 'jobLevels'),
      educationLevels: build(educationLevels, 'educationLevels'),
      languageProficiencies: build(languageProficiencies, 'languageProficiency'),
      proficiencyLevels: languageProficiencies.map((key, index) => ({ value: index + 1, label: t(`lists.languageProficiency.${key}`) })),
      competencyCategories: build(competencyCategories, 'competencyCategories'),
      /** The app's own names of the rating scale's levels, for a company that has not named them. */
      ratingLevels: build(ratingLevels, 'ratingLevels'),
      months: build(months, 'months'),
    };
  }, [t]);
}
