/** Chat shapes (spec section 3, Message; backend `/api/chat/`). */
export type Message = {
  id: string;
  message: string;
  timestamp: string;
  sender_id: string;
  receiver_id: string;
  is_read: boolean;
};

/** The other side of a conversation. */
export type ChatParty = {
  id: string;
  name: string;
  avatar: string | null;
  user_type: 'company' | 'employee' | 'jobseeker' | string;
};

export type Conversation = {
  with: ChatParty;
  last_message: Message;
  /** Messages from them that the caller has not read. */
  unread_count: number;
};

/** GET /api/chat/messages/{userId}/: oldest first, and the other party. */
export type ChatHistory = {
  messages: Message[];
  sender: ChatParty;
};

/** Frames of /ws/notifications/. */
export type CountsFrame = {
  type: 'initial' | 'new_message';
  unread_count: number;
  unread_notifications: number;
};
