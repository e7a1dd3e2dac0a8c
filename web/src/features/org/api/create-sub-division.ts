import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';
import { useChange } from '@/lib/react-query';

/** A sub-division, under a division (`parent_id`). */
export type CreateSubDivisionInput = Schema<'NewSubUnitRequest'>;

export const createSubDivision = (input: CreateSubDivisionInput) => api.POST('/api/org/sub-divisions/', { body: input });

export function useCreateSubDivision() {
  return useChange(createSubDivision, invalidateOrg, { successMessage: 'org.messages.added' });
}
