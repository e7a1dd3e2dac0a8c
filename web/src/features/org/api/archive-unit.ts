import { api } from '@/lib/api';
import { invalidateOrg } from './invalidate';
import { useChange } from '@/lib/react-query';

/** Hides the unit and its whole subtree from the chart; kept for the history and for restoring. */
export const archiveUnit = (id: string) => api.POST('/api/org/units/{id}/archive/', { path: { id } });

export function useArchiveUnit() {
  return useChange(archiveUnit, invalidateOrg, { successMessage: 'org.messages.archived' });
}
