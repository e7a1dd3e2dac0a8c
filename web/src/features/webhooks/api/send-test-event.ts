import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateWebhooks } from './keys';

/** Queues a `webhook.test` delivery to the endpoint; refused (409) while it is disabled. */
export const sendTestEvent = (id: string) => api.POST('/api/webhooks/endpoints/{id}/test/', { path: { id } });

export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: () => invalidateWebhooks(queryClient),
    meta: { successMessage: 'webhooks.messages.testQueued' },
  });
}
