import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateOrg } from './invalidate';

/** Hides the unit and its whole subtree from the chart; kept for the history and for restoring. */
export const archiveUnit = (id: string) => api.POST('/api/org/units/{id}/archive/', { path: { id } });

export function useArchiveUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveUnit,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.archived' },
  });
}
