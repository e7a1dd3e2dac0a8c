import { api } from '@/lib/api';
import { invalidateWebhooks } from './keys';
import { useChange } from '@/lib/react-query';

/** Queues a `webhook.test` delivery to the endpoint; refused (409) while it is disabled. */
export const sendTestEvent = (id: string) => api.POST('/api/webhooks/endpoints/{id}/test/', { path: { id } });

export function useSendTestEvent() {
  return useChange(sendTestEvent, invalidateWebhooks, { successMessage: 'webhooks.messages.testQueued' });
}
