import { createContext, useContext } from 'react';
import type { ChatMessage } from '@/types/chat';

/**
 * What the live connections (lib/realtime-provider.tsx) give the app. Outside the signed-in
 * shell nothing is connected: nothing is unread and nothing can be sent.
 */
export type Realtime = {
  /** Unread chat messages: the Messages badge. */
  unreadCount: number;
  /** Unread notifications: the bell. */
  unreadNotifications: number;
  /** Whether the chat socket is open. */
  chatConnected: boolean;
  /** Sent when the bell is released after a click (spec: a mark-seen event). */
  markSeen: () => void;
  /** False when the chat socket is not open: nothing was sent. */
  sendMessage: (receiverId: string, text: string) => boolean;
  /** Reports a message from someone else as read. */
  markRead: (messageId: string) => void;
  /** Calls `listener` with every message frame (sent or received); returns the unsubscribe. */
  subscribe: (listener: (message: ChatMessage) => void) => () => void;
};

export const idleRealtime: Realtime = {
  unreadCount: 0,
  unreadNotifications: 0,
  chatConnected: false,
  markSeen: () => undefined,
  sendMessage: () => false,
  markRead: () => undefined,
  subscribe: () => () => undefined,
};

export const RealtimeContext = createContext<Realtime>(idleRealtime);

export function useRealtime(): Realtime {
  return useContext(RealtimeContext);
}
