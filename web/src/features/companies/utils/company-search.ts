import type { SearchSchema } from '@/lib/search-params';

/** Browse companies' search, as kept in the URL. */
export const companySearch = { q: 'text', industry: 'text' } as const satisfies SearchSchema;
