import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Retention } from '@/types/privacy';

/**
 * The scheduled job anonymises applications rejected longer ago than the new period, those
 * rejected before the change too.
 */
export const updateRetention = (settings: Retention) => api.PUT('/api/privacy/retention/', { body: settings });

export function useUpdateRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRetention,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.privacy.retention, saved),
    meta: { successMessage: 'privacy.retention.saved' },
  });
}
