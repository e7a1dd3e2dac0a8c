import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

export const getPrivacyTerms = () => api.GET('/api/privacy/terms/', { auth: false });

/** The current privacy terms: /privacy shows them, and signing up and applying send their version. */
export function usePrivacyTerms() {
  return useQuery({ queryKey: queryKeys.privacy.terms, queryFn: getPrivacyTerms });
}
