import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';
import { useChange } from '@/lib/react-query';

/** Rename (`name`) and/or move (`parent_id`: a division to another department, a sub-division to another division). */
export type UpdateUnitInput = { id: string } & Schema<'UnitChangeRequest'>;

export const updateUnit = ({ id, ...changes }: UpdateUnitInput) => api.PUT('/api/org/units/{id}/', { path: { id }, body: changes });

export function useUpdateUnit() {
  return useChange(updateUnit, invalidateOrg, { successMessage: 'org.messages.saved' });
}
