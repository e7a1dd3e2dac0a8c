import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateOrg } from './invalidate';

/** Takes a position out of the chart (and out of the totals); kept for the history and for restoring. */
export const archivePosition = (id: string) => api.POST('/api/org/positions/{id}/archive/', { path: { id } });

export function useArchivePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archivePosition,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.archived' },
  });
}
