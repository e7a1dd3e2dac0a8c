import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const getOffer = (id: string) => api.GET('/api/jobs/job-offer-details/{id}/', { path: { id } });

export const getOfferQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.offers.one(id), queryFn: () => getOffer(id) });

export function useOffer(id: string | null) {
  return useQuery({ ...getOfferQueryOptions(id ?? ''), enabled: id !== null });
}
