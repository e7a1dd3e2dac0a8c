import { api } from '@/lib/api';
import { invalidateOrg } from './invalidate';
import { useChange } from '@/lib/react-query';

/** Takes a position out of the chart (and out of the totals); kept for the history and for restoring. */
export const archivePosition = (id: string) => api.POST('/api/org/positions/{id}/archive/', { path: { id } });

export function useArchivePosition() {
  return useChange(archivePosition, invalidateOrg, { successMessage: 'org.messages.archived' });
}
