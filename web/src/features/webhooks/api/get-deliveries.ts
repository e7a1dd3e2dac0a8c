import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { DeliveryFilter } from '../utils/delivery-search';
import { DELIVERY_REFRESH_MS, webhooksKeys } from './keys';

/** One page of the delivery log, newest first. */
export const getDeliveries = ({ pageSize, ...filter }: DeliveryFilter) =>
  api.GET('/api/webhooks/deliveries/', { query: { ...filter, page_size: pageSize } });

export const getDeliveriesQueryOptions = (filter: DeliveryFilter) =>
  queryOptions({
    queryKey: webhooksKeys.deliveryPage(filter),
    queryFn: () => getDeliveries(filter),
    placeholderData: keepPreviousData,
    refetchInterval: DELIVERY_REFRESH_MS,
    // The log says itself when it cannot be read, rather than a toast every refresh.
    meta: { silent: true },
  });

export function useDeliveries(filter: DeliveryFilter) {
  return useQuery(getDeliveriesQueryOptions(filter));
}
