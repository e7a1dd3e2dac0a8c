import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { PrivacyConsent } from '@/types/privacy';

/** Each time the signed-in user accepted the privacy terms, newest first. */
export const getConsents = () => api.get<PrivacyConsent[]>('/api/privacy/consents/');

export function useConsents() {
  return useQuery({ queryKey: queryKeys.privacy.consents, queryFn: getConsents });
}
