import { api } from '@/lib/api';
import { invalidateOrg } from './invalidate';
import { useChange } from '@/lib/react-query';

/** Shows an archived unit (and its subtree) in the chart again. */
export const restoreUnit = (id: string) => api.POST('/api/org/units/{id}/restore/', { path: { id } });

export function useRestoreUnit() {
  return useChange(restoreUnit, invalidateOrg, { successMessage: 'org.messages.restored' });
}
