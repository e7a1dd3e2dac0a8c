import { api } from '@/lib/api';
import { invalidateOrg } from './invalidate';
import { useChange } from '@/lib/react-query';

/**
 * Deletes an empty unit. One with divisions, sub-divisions or positions (archived ones too) is
 * refused with 409 `unit_in_use`, whose message (errors.unit_in_use) says to archive it instead.
 */
export const deleteUnit = (id: string) => api.DELETE('/api/org/units/{id}/', { path: { id } });

export function useDeleteUnit() {
  return useChange(deleteUnit, invalidateOrg, { successMessage: 'org.messages.deleted' });
}
