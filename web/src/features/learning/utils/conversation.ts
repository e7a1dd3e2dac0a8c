import type { Citation, TeacherConversation, TeacherMessage } from '@/types/learning';

/** Frames of /ws/ai-teacher/{id}/, server to client (sockets are not in the OpenAPI document). */
export type TeacherFrame =
  | { type: 'answer_start'; message_id: string; question_id: string }
  | { type: 'token'; message_id: string; text: string }
  | {
      type: 'answer_end';
      message_id: string;
      covered: boolean;
      citations: Citation[];
      tokens_charged: number;
      balance: number;
    }
  | { type: 'error'; code: string; message: string; details?: Record<string, unknown> | null };

/** A question is 1 to 2000 characters (the socket refuses others). */
export const QUESTION_MAX = 2000;

const frameTypes = new Set(['answer_start', 'token', 'answer_end', 'error']);

/** Whether a frame of the teacher's socket is one this screen knows. */
export function isTeacherFrame(frame: unknown): frame is TeacherFrame {
  return typeof frame === 'object' && frame !== null && frameTypes.has((frame as { type?: unknown }).type as string);
}

const message = (id: string, role: TeacherMessage['role'], text: string, at: string): TeacherMessage => ({
  id,
  role,
  text,
  covered: null,
  citations: [],
  created_at: at,
});

const has = (conversation: TeacherConversation, id: string) => conversation.messages.some((one) => one.id === id);

const change = (conversation: TeacherConversation, id: string, update: (one: TeacherMessage) => TeacherMessage): TeacherConversation => ({
  messages: conversation.messages.map((one) => (one.id === id ? update(one) : one)),
});

/**
 * The conversation after one frame of the socket. `question` is the text that was asked: an
 * answer's start adds it, then the answer, empty; each token adds its text to the answer with
 * that message_id; the end gives the answer its citations and whether the documents cover the
 * question. Errors change nothing here.
 */
export function applyFrame(conversation: TeacherConversation, frame: TeacherFrame, question: string, at = new Date().toISOString()): TeacherConversation {
  switch (frame.type) {
    case 'answer_start': {
      const added = [
        ...(has(conversation, frame.question_id) ? [] : [message(frame.question_id, 'user', question, at)]),
        ...(has(conversation, frame.message_id) ? [] : [message(frame.message_id, 'teacher', '', at)]),
      ];
      return added.length ? { messages: [...conversation.messages, ...added] } : conversation;
    }
    case 'token':
      if (!has(conversation, frame.message_id)) return { messages: [...conversation.messages, message(frame.message_id, 'teacher', frame.text, at)] };
      return change(conversation, frame.message_id, (one) => ({ ...one, text: one.text + frame.text }));
    case 'answer_end':
      return change(conversation, frame.message_id, (one) => ({ ...one, covered: frame.covered, citations: frame.citations }));
    default:
      return conversation;
  }
}

/** "Leave policy, p. 2", or the title alone for a document without pages. */
export function citationSource(citation: Pick<Citation, 'document_title' | 'page'>, pageLabel: (page: number) => string): string {
  return citation.page == null ? citation.document_title : `${citation.document_title}, ${pageLabel(citation.page)}`;
}
