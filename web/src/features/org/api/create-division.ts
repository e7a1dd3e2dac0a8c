import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';

/** A division, under a department (`parent_id`). */
export type CreateDivisionInput = Schema<'NewUnitRequest'> & { parent_id: string };

export const createDivision = (input: CreateDivisionInput) => api.POST('/api/org/divisions/', { body: input });

export function useCreateDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDivision,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.added' },
  });
}
