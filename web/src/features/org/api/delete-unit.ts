import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateOrg } from './invalidate';

/**
 * Deletes an empty unit. One with divisions, sub-divisions or positions (archived ones too) is
 * refused with 409 `unit_in_use`, whose message (errors.unit_in_use) says to archive it instead.
 */
export const deleteUnit = (id: string) => api.DELETE('/api/org/units/{id}/', { path: { id } });

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUnit,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.deleted' },
  });
}
