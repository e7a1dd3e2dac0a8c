import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateDelegates } from './invalidate';
import { useChange } from '@/lib/react-query';

/** Limits an employee who sees the whole company to this unit, or adds the unit to a delegate's. */
export type GrantAccessRequest = Schema<'GrantAccessRequest'>;

export const grantUnit = (input: GrantAccessRequest) => api.POST('/api/accounts/grant-access-to-delegate/', { body: input });

export function useGrantUnit() {
  return useChange(grantUnit, invalidateDelegates, { successMessage: 'delegates.messages.granted' });
}
