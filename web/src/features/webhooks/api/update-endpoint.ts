import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WebhookEndpoint, EndpointRequest } from '@/types/webhooks';
import { invalidateWebhooks } from './keys';
import { useChange } from '@/lib/react-query';

/** The whole endpoint is sent (PUT); its secret stays. */
export type UpdateEndpointInput = EndpointRequest & { id: string };

export const updateEndpoint = ({ id, ...input }: UpdateEndpointInput) => api.PUT('/api/webhooks/endpoints/{id}/', { path: { id }, body: input });

export function useUpdateEndpoint() {
  return useChange(updateEndpoint, invalidateWebhooks, {
    successMessage: 'webhooks.messages.saved',
    errorMessages: { validation_failed: 'webhooks.form.fixFields' },
  });
}

/** The table's switch: the endpoint as it is, enabled or disabled. */
export function useSetEndpointEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ endpoint, enabled }: { endpoint: WebhookEndpoint; enabled: boolean }) =>
      updateEndpoint({ id: endpoint.id, url: endpoint.url, description: endpoint.description, event_types: endpoint.event_types, enabled }),
    onSuccess: () => invalidateWebhooks(queryClient),
  });
}
