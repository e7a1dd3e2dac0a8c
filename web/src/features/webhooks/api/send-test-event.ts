import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WebhookDelivery } from '@/types/webhooks';
import { endpointPath, invalidateWebhooks } from './keys';

/** Queues a `webhook.test` delivery to the endpoint; refused (409) while it is disabled. */
export const sendTestEvent = (id: string) => api.post<WebhookDelivery>(`${endpointPath(id)}test/`);

export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: () => invalidateWebhooks(queryClient),
    meta: { successMessage: 'webhooks.messages.testQueued' },
  });
}
