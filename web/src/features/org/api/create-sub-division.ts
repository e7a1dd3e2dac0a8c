import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';

/** A sub-division, under a division (`parent_id`). */
export type CreateSubDivisionInput = Schema<'NewUnitRequest'> & { parent_id: string };

export const createSubDivision = (input: CreateSubDivisionInput) => api.POST('/api/org/sub-divisions/', { body: input });

export function useCreateSubDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubDivision,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.added' },
  });
}
