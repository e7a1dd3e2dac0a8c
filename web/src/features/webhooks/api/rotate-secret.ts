import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateWebhooks } from './keys';

/** A new signing secret; the old one stops working at once. */
export const rotateSecret = (id: string) => api.POST('/api/webhooks/endpoints/{id}/rotate-secret/', { path: { id } });

export function useRotateSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSecret,
    onSuccess: () => invalidateWebhooks(queryClient),
    meta: { successMessage: 'webhooks.messages.rotated' },
  });
}
