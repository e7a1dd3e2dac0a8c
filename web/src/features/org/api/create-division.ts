import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';
import { useChange } from '@/lib/react-query';

/** A division, under a department (`parent_id`). */
export type CreateDivisionInput = Schema<'NewSubUnitRequest'>;

export const createDivision = (input: CreateDivisionInput) => api.POST('/api/org/divisions/', { body: input });

export function useCreateDivision() {
  return useChange(createDivision, invalidateOrg, { successMessage: 'org.messages.added' });
}
