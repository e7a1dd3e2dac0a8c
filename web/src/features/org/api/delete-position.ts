import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateOrg } from './invalidate';

/**
 * Deletes a position. One with a competency model is refused with 409 `position_in_use`, whose
 * message (errors.position_in_use) says to archive it instead.
 */
export const deletePosition = (id: string) => api.DELETE('/api/org/positions/{id}/', { path: { id } });

export function useDeletePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePosition,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.deleted' },
  });
}
