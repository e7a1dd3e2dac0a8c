import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { TokenPair } from '@/types/api';
import { api, onSessionExpired, tokenStore } from './api';
import { SessionContext, type EndReason, type Session, type UserStatus } from './auth';

/** Spec section 9: the refresh token is exchanged at start and then every 3 minutes. */
export const REFRESH_INTERVAL_MS = 3 * 60 * 1000;

const getUser = () => api.GET('/api/auth/users/me/');

const userQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: getUser,
    meta: { silent: true },
  });

const hasAccess = () => tokenStore.getAccess() !== null;
const hasRefresh = () => tokenStore.getRefresh() !== null;

export function SessionProvider({ children, onExpired }: { children: ReactNode; onExpired: () => void }) {
  const queryClient = useQueryClient();
  const isAuthenticated = useSyncExternalStore(tokenStore.subscribe, hasAccess);
  const refreshStored = useSyncExternalStore(tokenStore.subscribe, hasRefresh);
  const [endReason, setEndReason] = useState<EndReason>(null);
  const userQuery = useQuery({ ...userQueryOptions(), enabled: isAuthenticated });

  const onExpiredRef = useRef(onExpired);
  useEffect(() => {
    onExpiredRef.current = onExpired;
  }, [onExpired]);
  useEffect(
    () =>
      onSessionExpired(() => {
        setEndReason('expired');
        onExpiredRef.current();
      }),
    [],
  );

  // Whatever ends the session (logout, a refused refresh, another tab), no data of the
  // previous user may stay in the cache for the next one.
  useEffect(() => {
    if (!isAuthenticated) queryClient.clear();
  }, [isAuthenticated, queryClient]);

  const refreshAtStart = useRef(refreshStored);
  useEffect(() => {
    if (!refreshStored) return;
    // A network failure keeps the tokens; the next tick tries again.
    const refresh = () => void api.refresh().catch(() => undefined);
    if (refreshAtStart.current) {
      refreshAtStart.current = false;
      refresh();
    }
    const timer = window.setInterval(refresh, REFRESH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [refreshStored]);

  const signIn = useCallback((tokens: TokenPair) => {
    setEndReason(null);
    tokenStore.set(tokens);
  }, []);

  const signOut = useCallback(({ revoke = true }: { revoke?: boolean } = {}) => {
    const refresh = revoke ? tokenStore.getRefresh() : null;
    setEndReason('logout');
    tokenStore.clear();
    // Revoking is best effort: the tokens are gone from this browser either way.
    if (refresh) void api.POST('/api/auth/logout/', { body: { refresh }, auth: false }).catch(() => undefined);
  }, []);

  const { refetch } = userQuery;
  const reloadUser = useCallback(() => void refetch(), [refetch]);

  let status: UserStatus = 'loading';
  if (!isAuthenticated) status = 'idle';
  else if (userQuery.isSuccess) status = 'succeeded';
  else if (userQuery.isError) status = 'failed';

  const user = isAuthenticated ? (userQuery.data ?? null) : null;
  const session = useMemo<Session>(
    () => ({ user, status, isAuthenticated, endReason, signIn, signOut, reloadUser }),
    [user, status, isAuthenticated, endReason, signIn, signOut, reloadUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
