import { env } from '@/config/env';
import { createApiClient } from './api-client';
import { createLocalTokenStore } from './tokens';

export const tokenStore = createLocalTokenStore();

const sessionExpiredListeners = new Set<() => void>();

/** The session provider listens here to clear the user and tell them, once per expiry. */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

export const api = createApiClient({
  baseUrl: env.apiUrl,
  tokens: tokenStore,
  onSessionExpired: () => sessionExpiredListeners.forEach((listener) => listener()),
});
