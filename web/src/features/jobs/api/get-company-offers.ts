import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Offer } from '@/types/jobs';

/** The company's job offers, newest first. */
export const getCompanyOffers = () => api.get<Offer[]>('/api/jobs/company-job-offers');

export const getCompanyOffersQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.offers.all, 'company'], queryFn: getCompanyOffers });

export function useCompanyOffers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCompanyOffersQueryOptions(), enabled });
}
