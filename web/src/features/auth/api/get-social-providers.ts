import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';

/** An OpenID provider configured on the server: `name` goes in its paths, `label` on its button. */
export type SocialProvider = Schema<'SocialProvider'>;

export const getSocialProviders = () => api.GET('/api/accounts/auth/providers/', { auth: false });

export const getSocialProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'social-providers'],
    queryFn: getSocialProviders,
    // The server's configuration: it changes with a restart, not while the page is open.
    staleTime: Infinity,
    // Without the list the login screen still works with a password; no toast for that.
    meta: { silent: true },
  });

export function useSocialProviders() {
  return useQuery(getSocialProvidersQueryOptions());
}
