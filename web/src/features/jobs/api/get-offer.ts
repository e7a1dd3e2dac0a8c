import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Offer } from '@/types/jobs';

export const getOffer = (id: string) => api.get<Offer>(`/api/jobs/job-offer-details/${id}/`);

export const getOfferQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.offers.one(id), queryFn: () => getOffer(id) });

export function useOffer(id: string | null) {
  return useQuery({ ...getOfferQueryOptions(id ?? ''), enabled: id !== null });
}
