import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { DELIVERY_REFRESH_MS, webhooksKeys } from './keys';

/** The company's endpoints, oldest first, each with its delivery counts. */
export const getEndpoints = () => api.GET('/api/webhooks/endpoints/');

export const getEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: webhooksKeys.endpoints,
    queryFn: getEndpoints,
    // The counts move as deliveries are made.
    refetchInterval: DELIVERY_REFRESH_MS,
    // The screen says itself when the endpoints cannot be read, rather than a toast every refresh.
    meta: { silent: true },
  });

export function useEndpoints() {
  return useQuery(getEndpointsQueryOptions());
}
