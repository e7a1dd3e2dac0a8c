import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateDelegates } from './invalidate';

/** Limits an employee who sees the whole company to this unit, or adds the unit to a delegate's. */
export type GrantAccessRequest = Schema<'GrantAccessRequest'>;

export const grantUnit = (input: GrantAccessRequest) => api.POST('/api/accounts/grant-access-to-delegate/', { body: input });

export function useGrantUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantUnit,
    onSuccess: () => invalidateDelegates(queryClient),
    meta: { successMessage: 'delegates.messages.granted' },
  });
}
