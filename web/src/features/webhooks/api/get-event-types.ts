import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { webhooksKeys } from './keys';

/** The subscribable event types, in the contract's order (webhook.test is not one). */
export const getEventTypes = () => api.GET('/api/webhooks/event-types/');

export const getEventTypesQueryOptions = () =>
  queryOptions({ queryKey: webhooksKeys.eventTypes, queryFn: getEventTypes, staleTime: Infinity });

export function useEventTypes() {
  return useQuery(getEventTypesQueryOptions());
}
