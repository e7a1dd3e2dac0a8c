import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateOrg } from './invalidate';

/** Shows an archived unit (and its subtree) in the chart again. */
export const restoreUnit = (id: string) => api.POST('/api/org/units/{id}/restore/', { path: { id } });

export function useRestoreUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreUnit,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.restored' },
  });
}
