import { describe, expect, it } from 'vitest';
import type { Conversation, ChatMessage } from '@/types/chat';
import { addToConversations, addToHistory, isCountsFrame, isMessage, keyAction, sortMessages, textToSend, upsertMessage } from './chat-messages';

const me = 'me';
const them = 'them';
const message = (id: string, timestamp: string, from = them, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  message: `text ${id}`,
  timestamp,
  sender_id: from,
  receiver_id: from === me ? them : me,
  is_read: false,
  ...overrides,
});

describe('chat messages', () => {
  it('sorts by time, oldest first', () => {
    const sorted = sortMessages([
      message('c', '2026-03-01T12:00:02Z'),
      message('a', '2026-03-01T10:00:00+02:00'),
      message('b', '2026-03-01T11:00:00Z', me),
    ]);
    expect(sorted.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('adds a new message in its place and replaces a known one', () => {
    const list = [message('a', '2026-03-01T10:00:00Z'), message('c', '2026-03-01T12:00:00Z')];
    expect(upsertMessage(list, message('b', '2026-03-01T11:00:00Z')).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    const replaced = upsertMessage(list, { ...list[0], is_read: true });
    expect(replaced).toHaveLength(2);
    expect(replaced[0].is_read).toBe(true);
    expect(addToHistory(undefined, list[0])).toBeUndefined();
  });

  it('moves the conversation to the top and counts an incoming unread message', () => {
    const conversation = (id: string, unread: number): Conversation => ({
      with: { id, name: id, avatar: null, user_type: 'jobseeker' },
      last_message: message(`${id}-last`, '2026-03-01T09:00:00Z', id),
      unread_count: unread,
    });
    const list = [conversation('other', 0), conversation(them, 1)];
    const incoming = message('new', '2026-03-01T13:00:00Z');
    const updated = addToConversations(list, incoming, me)!;
    expect(updated.map((c) => c.with.id)).toEqual([them, 'other']);
    expect(updated[0]).toMatchObject({ last_message: incoming, unread_count: 2 });
    // The same frame twice does not count twice; my own message counts nothing.
    expect(addToConversations(updated, incoming, me)![0].unread_count).toBe(2);
    expect(addToConversations(list, message('mine', '2026-03-01T13:00:00Z', me), me)![0].unread_count).toBe(1);
    // Someone new: the list has to be fetched again.
    expect(addToConversations(list, message('x', '2026-03-01T13:00:00Z', 'stranger'), me)).toBeUndefined();
  });

  it('tells message frames from other frames', () => {
    expect(isMessage(message('a', '2026-03-01T10:00:00Z'))).toBe(true);
    expect(isMessage({ type: 'error', code: 'x', message: 'y' })).toBe(false);
    expect(isCountsFrame({ type: 'initial', unread_count: 1, unread_notifications: 0 })).toBe(true);
    expect(isCountsFrame({ type: 'error' })).toBe(false);
  });

  it('Enter sends, Shift+Enter adds a new line, other keys type', () => {
    expect(keyAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(keyAction({ key: 'Enter', shiftKey: true })).toBe('newline');
    expect(keyAction({ key: 'a', shiftKey: false })).toBe('type');
    // Confirming an input-method composition is not a send.
    expect(keyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('type');
  });

  it('sends no blank or whitespace-only text', () => {
    expect(textToSend('')).toBeNull();
    expect(textToSend('  \n\t ')).toBeNull();
    expect(textToSend('  hello\nthere ')).toBe('hello\nthere');
  });
});
