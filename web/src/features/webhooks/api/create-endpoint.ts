import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { EndpointRequest } from '@/types/webhooks';
import { invalidateWebhooks } from './keys';

export const createEndpoint = (input: EndpointRequest) => api.POST('/api/webhooks/endpoints/', { body: input });

export function useCreateEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEndpoint,
    onSuccess: () => invalidateWebhooks(queryClient),
    meta: { successMessage: 'webhooks.messages.created', errorMessages: { validation_failed: 'webhooks.form.fixFields' } },
  });
}
