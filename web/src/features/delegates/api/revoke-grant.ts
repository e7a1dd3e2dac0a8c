import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateDelegates } from './invalidate';

/** Revokes a unit or a single-job grant; the employee stays limited, with what is left. */
export const revokeGrant = (grantId: string) => api.DELETE('/api/accounts/grant-access-to-delegate/{id}/', { path: { id: grantId } });

export function useRevokeGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeGrant,
    onSuccess: () => invalidateDelegates(queryClient),
    meta: { successMessage: 'delegates.messages.revoked' },
  });
}
