import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ApplicationStatusValue } from '@/lib/application-status';
import { queryKeys } from '@/lib/query-keys';
import { toQuery } from '@/lib/search-params';
import type { Schema } from '@/types/schema';

export type MyApplication = Schema<'MyApplication'>;
type MyApplicationPage = Schema<'Paginated_MyApplication'>;

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
