import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Each time the signed-in user accepted the privacy terms, newest first. */
export const getConsents = () => api.GET('/api/privacy/consents/');

export function useConsents() {
  return useQuery({ queryKey: queryKeys.privacy.consents, queryFn: getConsents });
}
