import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateWebhooks } from './keys';

/** Its deliveries go with it. */
export const deleteEndpoint = (id: string) => api.DELETE('/api/webhooks/endpoints/{id}/', { path: { id } });

export function useDeleteEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEndpoint,
    onSuccess: () => invalidateWebhooks(queryClient),
    meta: { successMessage: 'webhooks.messages.deleted' },
  });
}
