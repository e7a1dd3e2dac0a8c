import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { OrgUnit } from '@/types/org';
import { invalidateOrg } from './invalidate';

/** Shows an archived unit (and its subtree) in the chart again. */
export const restoreUnit = (id: string) => api.post<OrgUnit>(`/api/org/units/${id}/restore/`);

export function useRestoreUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreUnit,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.restored' },
  });
}
