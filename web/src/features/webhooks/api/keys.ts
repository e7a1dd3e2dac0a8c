import type { QueryClient } from '@tanstack/react-query';
import type { DeliveryFilter } from '../utils/delivery-search';

// The webhooks screen's caches. An endpoint lists its delivery counts and the log names the
// endpoints, so a change to either refreshes both.
export const webhooksKeys = {
  eventTypes: ['webhooks', 'event-types'] as const,
  endpoints: ['webhooks', 'endpoints'] as const,
  deliveries: ['webhooks', 'deliveries'] as const,
  deliveryPage: (filter: DeliveryFilter) => ['webhooks', 'deliveries', 'page', filter] as const,
  delivery: (id: string) => ['webhooks', 'deliveries', 'one', id] as const,
};

/** New deliveries show up without a reload: the log, its counts and an open delivery are read again this often. */
export const DELIVERY_REFRESH_MS = 3000;

/** After any change: the endpoints (with their counts), every page of the log and each delivery. */
export function invalidateWebhooks(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: webhooksKeys.endpoints }),
    queryClient.invalidateQueries({ queryKey: webhooksKeys.deliveries }),
  ]).then(() => undefined);
}
