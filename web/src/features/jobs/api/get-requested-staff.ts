import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { JobResponse } from '@/types/jobs';

export type RequestedStaffFilter = { status?: JobResponse['status']; page?: number; pageSize?: number };

/** Staff requested by Hiring Managers, waiting or decided. */
export const getRequestedStaff = ({ status, page, pageSize }: RequestedStaffFilter) =>
  api.GET('/api/jobs/all-requested-staff', { query: { status, page, page_size: pageSize } });

export const getRequestedStaffQueryOptions = (filter: RequestedStaffFilter) =>
  queryOptions({
    queryKey: [...queryKeys.jobs.requested, filter],
    queryFn: () => getRequestedStaff(filter),
    placeholderData: keepPreviousData,
  });

export function useRequestedStaff(filter: RequestedStaffFilter) {
  return useQuery(getRequestedStaffQueryOptions(filter));
}
