import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WebhookEndpoint } from '@/types/webhooks';
import { endpointPath, invalidateWebhooks } from './keys';

/** A new signing secret; the old one stops working at once. */
export const rotateSecret = (id: string) => api.post<WebhookEndpoint>(`${endpointPath(id)}rotate-secret/`);

export function useRotateSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSecret,
    onSuccess: () => invalidateWebhooks(queryClient),
    meta: { successMessage: 'webhooks.messages.rotated' },
  });
}
