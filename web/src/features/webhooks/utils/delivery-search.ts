import type { SearchSchema, SearchState } from '@/lib/search-params';
import type { DeliveryCounts } from '@/types/webhooks';

/** The statuses the log filters by: those the endpoints count. */
export type DeliveryStatus = keyof DeliveryCounts;

export const deliveryStatuses: readonly DeliveryStatus[] = ['pending', 'delivered', 'failed'];

export const deliveryStatusColors: Record<DeliveryStatus, string> = { pending: 'gold', delivered: 'green', failed: 'red' };

/** The delivery log's filters as kept in the URL; the names are the API's query parameters. */
export const deliverySearch = {
  endpoint_id: 'text',
  status: 'text',
  event_type: 'text',
} as const satisfies SearchSchema;

export type DeliverySearch = SearchState<typeof deliverySearch>;

export type DeliveryFilter = {
  endpoint_id?: string;
  status?: DeliveryStatus;
  event_type?: string;
  page: number;
  pageSize: number;
};

export const isDeliveryStatus = (value: unknown): value is DeliveryStatus => deliveryStatuses.includes(value as DeliveryStatus);

/**
 * The log's query from the URL's filters. A status the API does not know is left out rather
 * than sent to be refused: a hand-edited URL still shows the log.
 */
export function deliveryFilter(search: DeliverySearch, pageSize: number): DeliveryFilter {
  return {
    endpoint_id: search.endpoint_id,
    status: isDeliveryStatus(search.status) ? search.status : undefined,
    event_type: search.event_type,
    page: search.page,
    pageSize,
  };
}
