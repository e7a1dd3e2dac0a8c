import { api } from '@/lib/api';
import { invalidateWebhooks } from './keys';
import { useChange } from '@/lib/react-query';

/**
 * "Send again": the delivery is pending again, due now, with a fresh 24 h of retries, the same
 * webhook-id and body. Refused (409) while its endpoint is disabled.
 */
export const resendDelivery = (id: string) => api.POST('/api/webhooks/deliveries/{id}/resend/', { path: { id } });

export function useResendDelivery() {
  return useChange(resendDelivery, invalidateWebhooks, { successMessage: 'webhooks.messages.resent' });
}
