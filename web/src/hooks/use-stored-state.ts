import { useCallback, useState } from 'react';

/** State mirrored into localStorage or sessionStorage under `key`, as JSON. */
export function useStoredState<T>(key: string, initial: T, storage: 'local' | 'session' = 'local') {
  const store = storage === 'local' ? window.localStorage : window.sessionStorage;
  const [value, setValue] = useState<T>(() => {
    const stored = store.getItem(key);
    if (stored === null) return initial;
    try {
      return JSON.parse(stored) as T;
    } catch {
      return initial;
    }
  });
  const update = useCallback(
    (next: T) => {
      store.setItem(key, JSON.stringify(next));
      setValue(next);
    },
    [key, store],
  );
  return [value, update] as const;
}
