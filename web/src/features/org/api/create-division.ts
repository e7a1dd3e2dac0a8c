import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';
import { useChange } from '@/lib/react-query';

/** A division, under a department (`parent_id`). */
export type CreateDivisionInput = Schema<'NewUnitRequest'> & { parent_id: string };

export const createDivision = (input: CreateDivisionInput) => api.POST('/api/org/divisions/', { body: input });

export function useCreateDivision() {
  return useChange(createDivision, invalidateOrg, { successMessage: 'org.messages.added' });
}
