import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Delegate } from '@/types/delegates';
import type { Schema } from '@/types/schema';
import { invalidateDelegates } from './invalidate';

/** Limits an employee who sees the whole company to this unit, or adds the unit to a delegate's. */
export type GrantUnitInput = Schema<'GrantAccessRequest'>;

export const grantUnit = (input: GrantUnitInput) => api.post<Delegate>('/api/accounts/grant-access-to-delegate/', input);

export function useGrantUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantUnit,
    onSuccess: () => invalidateDelegates(queryClient),
    meta: { successMessage: 'delegates.messages.granted' },
  });
}
