import { createContext, useContext } from 'react';
import type { Notification } from '@/types/api';

/**
 * What the live connections report to the layout. Until the realtime feature provides it,
 * nothing is unread; the layout reads only this, so that feature plugs in without changes.
 */
export type Realtime = {
  unreadMessages: number;
  notifications: Notification[];
  /** Sent when the bell is released after a click (spec: a mark-seen event). */
  markNotificationsSeen: () => void;
};

const idle: Realtime = {
  unreadMessages: 0,
  notifications: [],
  markNotificationsSeen: () => undefined,
};

export const RealtimeContext = createContext<Realtime>(idle);

export function useRealtime(): Realtime {
  return useContext(RealtimeContext);
}
