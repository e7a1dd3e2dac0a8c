import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The company's retention period for rejected applicants (the company account only). */
export const getRetention = () => api.GET('/api/privacy/retention/');

export function useRetention() {
  // The card shows a failure itself.
  return useQuery({ queryKey: queryKeys.privacy.retention, queryFn: getRetention, meta: { silent: true } });
}
