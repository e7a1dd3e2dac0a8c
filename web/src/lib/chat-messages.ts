import type { History, Conversation, ChatMessage } from '@/types/chat';

/** Frames of /ws/notifications/ (sockets are not in the OpenAPI document). */
export type CountsFrame = {
  type: 'initial' | 'new_message';
  unread_count: number;
  unread_notifications: number;
};

/**
 * Tells a notifications socket that an application its user can see changed (Hire's addition to
 * the spec's frames): the screens showing applications read them again.
 */
export type ApplicationChangedFrame = {
  type: 'application_changed';
  application_id: string | null;
  job_id: string | null;
};

export function isApplicationChangedFrame(frame: unknown): frame is ApplicationChangedFrame {
  return typeof frame === 'object' && frame !== null && (frame as { type?: unknown }).type === 'application_changed';
}

/** Oldest first, by time (then id, which the server makes time-ordered). */
export function sortMessages(messages: ChatMessage[]): ChatMessage[] {
  return [...messages].sort((a, b) => {
    const byTime = Date.parse(a.timestamp) - Date.parse(b.timestamp);
    return byTime !== 0 ? byTime : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** Adds a message, or replaces the one with its id, keeping the list sorted. */
export function upsertMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const rest = messages.filter((existing) => existing.id !== message.id);
  return sortMessages([...rest, message]);
}

/** The other side of `message` for the user `me`. */
export function otherParty(message: ChatMessage, me: string): string {
  return message.sender_id === me ? message.receiver_id : message.sender_id;
}

export function addToHistory(history: History | undefined, message: ChatMessage): History | undefined {
  return history && { ...history, messages: upsertMessage(history.messages, message) };
}

/**
 * The conversation list after `message` arrived: its conversation moves to the top with the
 * message as the last one (and one more unread when it came to `me` unread). Undefined when
 * the conversation is not in the list: the list must be fetched again for its party.
 */
export function addToConversations(conversations: Conversation[], message: ChatMessage, me: string): Conversation[] | undefined {
  const other = otherParty(message, me);
  const found = conversations.find((conversation) => conversation.with.id === other);
  if (!found) return undefined;
  const known = found.last_message.id === message.id;
  const incomingUnread = !known && message.receiver_id === me && !message.is_read;
  const updated: Conversation = {
    ...found,
    last_message: message,
    unread_count: found.unread_count + (incomingUnread ? 1 : 0),
  };
  return [updated, ...conversations.filter((conversation) => conversation !== found)];
}

export function isMessage(frame: unknown): frame is ChatMessage {
  const record = frame as Partial<ChatMessage> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    !('type' in record) &&
    typeof record.id === 'string' &&
    typeof record.message === 'string' &&
    typeof record.sender_id === 'string' &&
    typeof record.receiver_id === 'string'
  );
}

export function isCountsFrame(frame: unknown): frame is CountsFrame {
  const record = frame as Partial<CountsFrame> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    (record.type === 'initial' || record.type === 'new_message') &&
    typeof record.unread_count === 'number'
  );
}

/** What a key press in the message box does (spec section 5). */
export function keyAction(event: { key: string; shiftKey: boolean; isComposing?: boolean }): 'send' | 'newline' | 'type' {
  if (event.key !== 'Enter' || event.isComposing) return 'type';
  return event.shiftKey ? 'newline' : 'send';
}

/** The text to send, or null when it is blank or whitespace only. */
export function textToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
