import dayjs, { type Dayjs } from 'dayjs';
import type { EducationInput, ExperienceInput, JobseekerProfile, LanguageInput, PortfolioInput } from '@/types/profiles';

/** The profile's list sections, each added, edited and deleted on its own. */
export const sections = ['experiences', 'educations', 'languages', 'portfolios'] as const;
export type Section = (typeof sections)[number];

type Inputs = { experiences: ExperienceInput; educations: EducationInput; languages: LanguageInput; portfolios: PortfolioInput };
export type SectionInput<S extends Section> = Inputs[S];
export type SectionItem<S extends Section> = JobseekerProfile[S][number];

/** A section item as its form holds it: dates as dayjs values, texts possibly blank. */
export type SectionValues = Record<string, string | number | Dayjs | null | undefined>;

const DATE = 'YYYY-MM-DD';
const dateFields = new Set(['start_date', 'end_date']);

export const SECTION_LIMITS = { title: 200, company: 200, location: 200, institution: 200, field: 200, language: 60, description: 2000, portfolioDescription: 1000 } as const;

/** Form values for an item being edited (dates become dayjs values). */
export function toSectionValues(item: object): SectionValues {
  return Object.fromEntries(
    Object.entries(item)
      .filter(([key]) => key !== 'id')
      .map(([key, value]) => [key, dateFields.has(key) && typeof value === 'string' ? dayjs(value) : (value as SectionValues[string])]),
  );
}

/** What the API takes: texts trimmed, blanks as null, dates as days. */
export function toSectionInput<S extends Section>(values: SectionValues): SectionInput<S> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      if (dayjs.isDayjs(value)) return [key, value.format(DATE)];
      if (typeof value === 'string') return [key, value.trim() || null];
      return [key, value ?? null];
    }),
  ) as SectionInput<S>;
}
