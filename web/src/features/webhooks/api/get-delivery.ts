import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { DELIVERY_REFRESH_MS, webhooksKeys } from './keys';

/** A delivery with the body sent and its attempts. */
export const getDelivery = (id: string) => api.GET('/api/webhooks/deliveries/{id}/', { path: { id } });

export const getDeliveryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: webhooksKeys.delivery(id),
    queryFn: () => getDelivery(id),
    // Only a pending delivery gets new attempts.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? DELIVERY_REFRESH_MS : false),
    // The drawer says itself when the delivery cannot be read.
    meta: { silent: true },
  });

export function useDelivery(id: string) {
  return useQuery(getDeliveryQueryOptions(id));
}
