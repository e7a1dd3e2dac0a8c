// Chat (`/api/chat/`).
import type { Schema } from './schema';

export type Message = Schema<'ChatMessage'>;
/** The other side of a conversation. */
export type ChatParty = Schema<'Party'>;
export type Conversation = Schema<'Conversation'>;
/** GET /api/chat/messages/{userId}/: oldest first, and the other party. */
export type ChatHistory = Schema<'History'>;
