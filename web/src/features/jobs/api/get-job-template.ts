import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** A position's job template (docs/api-org-contract.md); `details` is null until the company writes one. */
export const getJobTemplate = (positionId: string) =>
  api.GET('/api/org/position-job-template/{id}/', { path: { id: positionId } });

export const getJobTemplateQueryOptions = (positionId: string) =>
  // An unknown position is shown as such by the screen.
  queryOptions({ queryKey: queryKeys.jobTemplate(positionId), queryFn: () => getJobTemplate(positionId), meta: { silent: true } });

export function useJobTemplate(positionId: string | null) {
  return useQuery({ ...getJobTemplateQueryOptions(positionId ?? ''), enabled: positionId !== null });
}
