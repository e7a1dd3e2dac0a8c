import { api } from '@/lib/api';
import { invalidateOrg } from './invalidate';
import { useChange } from '@/lib/react-query';

/**
 * Deletes a position. One with a competency model is refused with 409 `position_in_use`, whose
 * message (errors.position_in_use) says to archive it instead.
 */
export const deletePosition = (id: string) => api.DELETE('/api/org/positions/{id}/', { path: { id } });

export function useDeletePosition() {
  return useChange(deletePosition, invalidateOrg, { successMessage: 'org.messages.deleted' });
}
