import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { RetentionSettings } from '@/types/privacy';

/** The company's retention period for rejected applicants (the company account only). */
export const getRetention = () => api.get<RetentionSettings>('/api/privacy/retention/');

export function useRetention() {
  // The card shows a failure itself.
  return useQuery({ queryKey: queryKeys.privacy.retention, queryFn: getRetention, meta: { silent: true } });
}
