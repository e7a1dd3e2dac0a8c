import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateOrg } from './invalidate';

/** Puts an archived position back in the chart. */
export const restorePosition = (id: string) => api.POST('/api/org/positions/{id}/restore/', { path: { id } });

export function useRestorePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePosition,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.restored' },
  });
}
