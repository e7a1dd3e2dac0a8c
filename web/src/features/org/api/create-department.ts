import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';
import { useChange } from '@/lib/react-query';

/** A department: a unit with no parent. */
export type NewUnitRequest = Schema<'NewUnitRequest'>;

export const createDepartment = (input: NewUnitRequest) => api.POST('/api/org/departments/', { body: input });

export function useCreateDepartment() {
  return useChange(createDepartment, invalidateOrg, { successMessage: 'org.messages.added' });
}
