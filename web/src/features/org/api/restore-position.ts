import { api } from '@/lib/api';
import { invalidateOrg } from './invalidate';
import { useChange } from '@/lib/react-query';

/** Puts an archived position back in the chart. */
export const restorePosition = (id: string) => api.POST('/api/org/positions/{id}/restore/', { path: { id } });

export function useRestorePosition() {
  return useChange(restorePosition, invalidateOrg, { successMessage: 'org.messages.restored' });
}
