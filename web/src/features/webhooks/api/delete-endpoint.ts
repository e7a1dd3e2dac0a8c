import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { endpointPath, invalidateWebhooks } from './keys';

/** Its deliveries go with it. */
export const deleteEndpoint = (id: string) => api.delete<void>(endpointPath(id));

export function useDeleteEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEndpoint,
    onSuccess: () => invalidateWebhooks(queryClient),
    meta: { successMessage: 'webhooks.messages.deleted' },
  });
}
