import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';

/** A department: a unit with no parent. */
export type NewUnitRequest = Schema<'NewUnitRequest'>;

export const createDepartment = (input: NewUnitRequest) => api.POST('/api/org/departments/', { body: input });

export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepartment,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.added' },
  });
}
