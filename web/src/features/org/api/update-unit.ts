import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';

/** Rename (`name`) and/or move (`parent_id`: a division to another department, a sub-division to another division). */
export type UpdateUnitInput = { id: string } & Schema<'UnitChangeRequest'>;

export const updateUnit = ({ id, ...changes }: UpdateUnitInput) => api.PUT('/api/org/units/{id}/', { path: { id }, body: changes });

export function useUpdateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUnit,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.saved' },
  });
}
