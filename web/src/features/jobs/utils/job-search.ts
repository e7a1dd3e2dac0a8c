import type { SearchSchema, SearchState } from '@/lib/search-params';

/** Find jobs' search as kept in the URL; the names are the API's query parameters. */
export const jobSearch = {
  q: 'text',
  category: 'text',
  employment_type: 'text',
  job_level: 'number',
  location: 'text',
  salary_min: 'number',
  salary_max: 'number',
  skills: 'list',
  company: 'text',
  sort: 'text',
} as const satisfies SearchSchema;

export type JobSearch = SearchState<typeof jobSearch>;

export const jobSorts = ['relevance', 'newest', 'salary'] as const;
export type JobSort = (typeof jobSorts)[number];

/** The sort of a search: one the API knows, relevance when the URL says nothing or nonsense. */
export const sortOf = (search: JobSearch): JobSort => jobSorts.find((sort) => sort === search.sort) ?? 'relevance';

/** Whether any filter beyond the keywords is set (the screen offers to clear them). */
export const hasFilters = (search: JobSearch) =>
  (['category', 'employment_type', 'job_level', 'location', 'salary_min', 'salary_max', 'skills', 'company'] as const).some(
    (key) => search[key] !== undefined,
  );
