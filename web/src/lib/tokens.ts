import type { TokenPair } from '@/types/api';

const ACCESS_KEY = 'hire.access';
const REFRESH_KEY = 'hire.refresh';

export type TokenStore = {
  getAccess(): string | null;
  getRefresh(): string | null;
  set(tokens: TokenPair): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
};

/** Tokens kept in localStorage, so a session survives reloads and is shared between tabs. */
export function createLocalTokenStore(storage: Storage = window.localStorage): TokenStore {
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    getAccess: () => storage.getItem(ACCESS_KEY),
    getRefresh: () => storage.getItem(REFRESH_KEY),
    set(tokens) {
      storage.setItem(ACCESS_KEY, tokens.access);
      storage.setItem(REFRESH_KEY, tokens.refresh);
      emit();
    },
    clear() {
      storage.removeItem(ACCESS_KEY);
      storage.removeItem(REFRESH_KEY);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab logging in or out changes the same storage.
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === ACCESS_KEY || event.key === REFRESH_KEY) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
