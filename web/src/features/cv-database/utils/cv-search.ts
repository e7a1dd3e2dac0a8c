import type { SearchSchema, SearchState } from '@/lib/search-params';

/** The CV database's search as kept in the URL; the names are the API's query parameters. */
export const cvSearch = {
  q: 'text',
  skills: 'list',
  education_level: 'number',
  language: 'text',
  proficiency: 'number',
  experience_years: 'number',
  region: 'text',
  salary_max: 'number',
  dropped: 'flag',
} as const satisfies SearchSchema;

export type CvSearch = SearchState<typeof cvSearch>;
