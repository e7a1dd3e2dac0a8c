import { api } from '@/lib/api';
import { invalidateDelegates } from './invalidate';
import { useChange } from '@/lib/react-query';

/** Revokes a unit or a single-job grant; the employee stays limited, with what is left. */
export const revokeGrant = (grantId: string) => api.DELETE('/api/accounts/grant-access-to-delegate/{id}/', { path: { id: grantId } });

export function useRevokeGrant() {
  return useChange(revokeGrant, invalidateDelegates, { successMessage: 'delegates.messages.revoked' });
}
