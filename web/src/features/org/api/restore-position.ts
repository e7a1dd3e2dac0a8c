import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { OrgPosition } from '@/types/org';
import { invalidateOrg } from './invalidate';

/** Puts an archived position back in the chart. */
export const restorePosition = (id: string) => api.post<OrgPosition>(`/api/org/positions/${id}/restore/`);

export function useRestorePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePosition,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.restored' },
  });
}
