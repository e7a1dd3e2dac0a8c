import { api } from '@/lib/api';
import { invalidateWebhooks } from './keys';
import { useChange } from '@/lib/react-query';

/** A new signing secret; the old one stops working at once. */
export const rotateSecret = (id: string) => api.POST('/api/webhooks/endpoints/{id}/rotate-secret/', { path: { id } });

export function useRotateSecret() {
  return useChange(rotateSecret, invalidateWebhooks, { successMessage: 'webhooks.messages.rotated' });
}
