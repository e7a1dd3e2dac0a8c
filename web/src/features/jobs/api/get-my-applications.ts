import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ApplicationStatusValue } from '@/lib/application-status';
import { queryKeys } from '@/lib/query-keys';
import { toQuery } from '@/lib/search-params';
import type { Interview, Offer } from '@/types/jobs';
import type { Schema } from '@/types/schema';

/**
 * Stopgap (issue 38): the OpenAPI document has `MyApplication.offer` and `.interview` as untyped
 * objects. These are the fields the server puts there (the open offer, the next interview), named
 * after the offer's and the interview's own schemas; once api.gen.ts types them, `MyApplication`
 * is the generated schema.
 */
export type MyApplication = Omit<Schema<'MyApplication'>, 'offer' | 'interview'> & {
  offer?: Pick<Offer, 'id' | 'gross_salary' | 'currency' | 'bonus_system' | 'last_date' | 'notes'> | null;
  interview?: Pick<Interview, 'id' | 'date' | 'start' | 'end' | 'location' | 'meet_link'> | null;
};
type MyApplicationPage = Omit<Schema<'Paginated_MyApplication'>, 'results'> & { results: MyApplication[] };

export type MyApplicationsFilter = { tab?: ApplicationStatusValue; page?: number; pageSize?: number };

/** The job seeker's applications, newest first; `tab` is a status value (spec: ?tab=). */
export const getMyApplications = ({ tab, page, pageSize }: MyApplicationsFilter) =>
  api.get<MyApplicationPage>(`/api/jobs/my-applications/${toQuery({ tab, page, page_size: pageSize })}`);

export const getMyApplicationsQueryOptions = (filter: MyApplicationsFilter) =>
  queryOptions({
    queryKey: [...queryKeys.myApplications, filter],
    queryFn: () => getMyApplications(filter),
    placeholderData: keepPreviousData,
  });

export function useMyApplications(filter: MyApplicationsFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyApplicationsQueryOptions(filter), enabled });
}
