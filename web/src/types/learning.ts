// The lms module: documents, AI teachers and their conversations (docs/api-learning-contract.md).

/** Read from the file's content, never its name. */
export type DocumentFormat = 'pdf' | 'docx' | 'txt';

export type TeacherRef = { id: string; name: string };

export type LearningDocument = {
  id: string;
  title: string;
  topic: string | null;
  file_name: string;
  format: DocumentFormat;
  size_bytes: number;
  /** Null for DOCX and TXT. */
  pages: number | null;
  passages: number;
  /** The teachers using it. */
  teachers: TeacherRef[];
  created_at: string;
  updated_at: string;
};

export type DocumentRef = { id: string; title: string };

export type AiTeacher = {
  id: string;
  name: string;
  avatar: string | null;
  topic: string | null;
  model: string;
  documents: DocumentRef[];
  created_at: string;
  updated_at: string;
};

export type AiModel = { id: string; name: string };

export type Citation = {
  number: number;
  document_id: string;
  document_title: string;
  /** Null for documents without pages (DOCX, TXT). */
  page: number | null;
  quote: string;
};

export type ConversationMessage = {
  id: string;
  role: 'user' | 'teacher';
  text: string;
  /** A teacher's answer: false when the documents do not cover the question; null for questions. */
  covered: boolean | null;
  citations: Citation[];
  created_at: string;
};

export type Conversation = { messages: ConversationMessage[] };

/** Frames of /ws/ai-teacher/{id}/, server to client. */
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
