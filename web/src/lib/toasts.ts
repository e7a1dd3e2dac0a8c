import type { MessageInstance } from 'antd/es/message/interface';
import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error' | 'warning';
/** The app's toasts: antd messages, shown through the one holder of AppProvider. */
export type Toasts = Record<ToastKind, (text: string) => void>;

export const ToastsContext = createContext<Toasts | null>(null);

export function useToasts(): Toasts {
  const toasts = useContext(ToastsContext);
  if (!toasts) throw new Error('useToasts needs AppProvider');
  return toasts;
}

/**
 * Toasts that wait for antd's message holder. Its code (about 18 KB gzip) is not part of the
 * first load: the first toast makes the holder wanted, and what was asked before the holder
 * mounted is shown once it has.
 */
export function createToastQueue() {
  let api: MessageInstance | null = null;
  let waiting: Array<[ToastKind, string]> = [];
  const listeners = new Set<() => void>();

  const show = (kind: ToastKind, text: string) => {
    if (api) {
      void api[kind](text);
      return;
    }
    waiting.push([kind, text]);
    listeners.forEach((listener) => listener());
  };

  return {
    toasts: {
      success: (text) => show('success', text),
      error: (text) => show('error', text),
      warning: (text) => show('warning', text),
    } satisfies Toasts,
    /** Whether the holder should be rendered: once any toast was asked for. */
    wanted: () => api !== null || waiting.length > 0,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    attach: (holderApi: MessageInstance) => {
      api = holderApi;
      const asked = waiting;
      waiting = [];
      for (const [kind, text] of asked) void holderApi[kind](text);
    },
  };
}
