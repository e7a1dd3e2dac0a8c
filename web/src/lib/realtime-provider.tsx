import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { History, Conversation, ChatMessage } from '@/types/chat';
import { api, tokenStore } from './api';
import { addToConversations, addToHistory, isApplicationChangedFrame, isCountsFrame, isMessage, otherParty } from './chat-messages';
import { invalidateHiring } from './invalidate-hiring';
import { openLiveSocket, type LiveSocket } from './live-socket';
import { realtimeKeys } from './query-keys';
import { RealtimeContext, type Realtime } from './realtime';

/** A bulk action changes many applications at once: their frames are read again as one. */
const CHANGES_SETTLE_MS = 150;

/** A message frame (sent or received) goes into the caches of the screens that show it. */
function applyMessage(queryClient: QueryClient, message: ChatMessage, me: string) {
  const other = otherParty(message, me);
  queryClient.setQueryData<History>(realtimeKeys.history(other), (history) => addToHistory(history, message));
  const conversations = queryClient.getQueryData<Conversation[]>(realtimeKeys.conversations);
  const updated = conversations && addToConversations(conversations, message, me);
  if (updated) queryClient.setQueryData(realtimeKeys.conversations, updated);
  else void queryClient.invalidateQueries({ queryKey: realtimeKeys.conversations });
}

function markReadInCache(queryClient: QueryClient, messageId: string) {
  queryClient.setQueriesData<History>({ queryKey: ['chat', 'history'] }, (history) =>
    history && history.messages.some((message) => message.id === messageId && !message.is_read)
      ? { ...history, messages: history.messages.map((message) => (message.id === messageId ? { ...message, is_read: true } : message)) }
      : history,
  );
}

/**
 * The two live connections of a signed-in user (spec section 7): the chat socket and the
 * notifications socket, kept open with reconnects. Mounted by the signed-in shell.
 */
export function RealtimeProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [unreadCount, setUnreadCount] = useState(0);
  const [unreadNotifications, setUnreadNotifications] = useState(0);
  const [chatConnected, setChatConnected] = useState(false);
  const chat = useRef<LiveSocket | null>(null);
  const notifications = useRef<LiveSocket | null>(null);
  const listeners = useRef(new Set<(message: ChatMessage) => void>());

  useEffect(() => {
    const chatSocket = openLiveSocket({
      path: '/ws/chat/',
      getToken: tokenStore.getAccess,
      onOpen: (reconnected) => {
        setChatConnected(true);
        // What came while the socket was down is only in the history.
        if (reconnected) void queryClient.invalidateQueries({ queryKey: realtimeKeys.chat });
      },
      onClose: () => setChatConnected(false),
      onFrame: (frame) => {
        if (!isMessage(frame)) return;
        applyMessage(queryClient, frame, userId);
        listeners.current.forEach((listener) => listener(frame));
      },
    });
    let lastNotifications: number | null = null;
    let pendingChanges: ReturnType<typeof setTimeout> | undefined;
    const notificationSocket = openLiveSocket({
      path: '/ws/notifications/',
      getToken: tokenStore.getAccess,
      onOpen: (reconnected) => {
        // What changed while the socket was down was not announced to it.
        if (reconnected) void invalidateHiring(queryClient);
      },
      onFrame: (frame) => {
        if (isApplicationChangedFrame(frame)) {
          clearTimeout(pendingChanges);
          pendingChanges = setTimeout(() => void invalidateHiring(queryClient), CHANGES_SETTLE_MS);
          return;
        }
        if (!isCountsFrame(frame)) return;
        setUnreadCount(frame.unread_count);
        setUnreadNotifications(frame.unread_notifications ?? 0);
        // Read marks change the conversations' unread counts; new notifications the list.
        if (frame.type === 'new_message') void queryClient.invalidateQueries({ queryKey: realtimeKeys.conversations });
        if (lastNotifications !== null && frame.unread_notifications !== lastNotifications) {
          void queryClient.invalidateQueries({ queryKey: realtimeKeys.notifications });
        }
        lastNotifications = frame.unread_notifications;
      },
    });
    chat.current = chatSocket;
    notifications.current = notificationSocket;
    return () => {
      clearTimeout(pendingChanges);
      chatSocket.close();
      notificationSocket.close();
      chat.current = null;
      notifications.current = null;
      setChatConnected(false);
    };
  }, [queryClient, userId]);

  const markSeen = useCallback(() => {
    setUnreadNotifications(0);
    const sent = notifications.current?.send({ type: 'mark_seen' }) ?? false;
    if (!sent) void api.POST('/api/accounts/notifications/mark-seen/').catch(() => undefined);
  }, []);

  const sendMessage = useCallback(
    (receiverId: string, text: string) =>
      chat.current?.send({ type: 'send_message', message: text, receiver_id: receiverId, sender_id: userId }) ?? false,
    [userId],
  );

  const markRead = useCallback(
    (messageId: string) => {
      if (chat.current?.send({ type: 'mark_read', message_id: messageId })) markReadInCache(queryClient, messageId);
    },
    [queryClient],
  );

  const subscribe = useCallback((listener: (message: ChatMessage) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  const value = useMemo<Realtime>(
    () => ({ unreadCount, unreadNotifications, chatConnected, markSeen, sendMessage, markRead, subscribe }),
    [unreadCount, unreadNotifications, chatConnected, markSeen, sendMessage, markRead, subscribe],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
