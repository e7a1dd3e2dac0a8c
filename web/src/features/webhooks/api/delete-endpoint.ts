import { api } from '@/lib/api';
import { invalidateWebhooks } from './keys';
import { useChange } from '@/lib/react-query';

/** Its deliveries go with it. */
export const deleteEndpoint = (id: string) => api.DELETE('/api/webhooks/endpoints/{id}/', { path: { id } });

export function useDeleteEndpoint() {
  return useChange(deleteEndpoint, invalidateWebhooks, { successMessage: 'webhooks.messages.deleted' });
}
