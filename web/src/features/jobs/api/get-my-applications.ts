import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ApplicationStatusValue } from '@/lib/application-status';
import { queryKeys } from '@/lib/query-keys';
import type { Schema } from '@/types/schema';

export type MyApplication = Schema<'MyApplication'>;

export type MyApplicationsFilter = { tab?: ApplicationStatusValue; page?: number; pageSize?: number };

/** The job seeker's applications, newest first; `tab` is a status value (spec: ?tab=). */
export const getMyApplications = ({ tab, page, pageSize }: MyApplicationsFilter) =>
  api.GET('/api/jobs/my-applications/', { query: { tab, page, page_size: pageSize } });

export const getMyApplicationsQueryOptions = (filter: MyApplicationsFilter) =>
  queryOptions({
    queryKey: [...queryKeys.myApplications, filter],
    queryFn: () => getMyApplications(filter),
    placeholderData: keepPreviousData,
  });

export function useMyApplications(filter: MyApplicationsFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyApplicationsQueryOptions(filter), enabled });
}
