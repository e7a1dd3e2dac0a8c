// Chat (`/api/chat/`).
import type { Schema } from './schema';

export type ChatMessage = Schema<'ChatMessage'>;
/** The other side of a conversation. */
export type Party = Schema<'Party'>;
export type Conversation = Schema<'Conversation'>;
/** GET /api/chat/messages/{userId}/: oldest first, and the other party. */
export type History = Schema<'History'>;
