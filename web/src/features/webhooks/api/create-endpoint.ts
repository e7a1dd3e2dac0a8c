import { api } from '@/lib/api';
import type { EndpointRequest } from '@/types/webhooks';
import { invalidateWebhooks } from './keys';
import { useChange } from '@/lib/react-query';

export const createEndpoint = (input: EndpointRequest) => api.POST('/api/webhooks/endpoints/', { body: input });

export function useCreateEndpoint() {
  return useChange(createEndpoint, invalidateWebhooks, {
    successMessage: 'webhooks.messages.created',
    errorMessages: { validation_failed: 'webhooks.form.fixFields' },
  });
}
