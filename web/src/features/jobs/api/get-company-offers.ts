import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The company's job offers, newest first. */
export const getCompanyOffers = () => api.GET('/api/jobs/company-job-offers');

export const getCompanyOffersQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.offers.all, 'company'], queryFn: getCompanyOffers });

export function useCompanyOffers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCompanyOffersQueryOptions(), enabled });
}
