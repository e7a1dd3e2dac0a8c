import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { tokenStore } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import { openLiveSocket, type LiveSocket } from '@/lib/live-socket';
import { queryKeys } from '@/lib/query-keys';
import type { TeacherConversation } from '@/types/learning';
import { applyFrame, isTeacherFrame, type TeacherFrame } from '../utils/conversation';
import { learningKeys } from './keys';

/** An `error` frame: the socket stays open. */
export type TeacherError = Extract<TeacherFrame, { type: 'error' }>;

export type TeacherSocket = {
  connected: boolean;
  /** The question sent and not yet answered (no answer_start yet). */
  asking: string | null;
  /** The message_id of the answer that is streaming. */
  streaming: string | null;
  /** The last error frame, until the next question. */
  error: TeacherError | null;
  /** False when the socket is not open, or a question is still being answered: nothing was sent. */
  ask: (question: string) => boolean;
  dismissError: () => void;
};

export const teacherSocketPath = (teacherId: string) => `/ws/ai-teacher/${encodeURIComponent(teacherId)}/`;

/**
 * The teacher's socket (`/ws/ai-teacher/{id}/?token=<access>`), open while `enabled`, reconnecting
 * when it drops. Answers are written into the conversation's cache frame by frame: the question
 * and an empty answer at `answer_start`, each token's text, then the citations at `answer_end`.
 * `onAccepted` is called when the server starts answering the question asked.
 */
export function useAiTeacherSocket(teacherId: string, { enabled = true, onAccepted }: { enabled?: boolean; onAccepted?: (question: string) => void } = {}): TeacherSocket {
  const queryClient = useQueryClient();
  const socket = useRef<LiveSocket | null>(null);
  const asked = useRef<string | null>(null);
  const accepted = useRef(onAccepted);
  const [connected, setConnected] = useState(false);
  const [asking, setAsking] = useState<string | null>(null);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [error, setError] = useState<TeacherError | null>(null);

  useEffect(() => {
    accepted.current = onAccepted;
  }, [onAccepted]);

  useEffect(() => {
    if (!enabled) return;
    const key = learningKeys.conversation(teacherId);
    const settle = () => {
      asked.current = null;
      setAsking(null);
      setStreaming(null);
    };
    const live = openLiveSocket({
      path: teacherSocketPath(teacherId),
      getToken: tokenStore.getAccess,
      onOpen: () => setConnected(true),
      onClose: () => {
        setConnected(false);
        // An answer cut by the drop does not go on on the next connection.
        settle();
      },
      onFrame: (frame) => {
        if (!isTeacherFrame(frame)) return;
        if (frame.type === 'error') {
          setError(frame);
          settle();
          return;
        }
        const question = asked.current ?? '';
        queryClient.setQueryData<TeacherConversation>(key, (conversation) => applyFrame(conversation ?? { messages: [] }, frame, question));
        if (frame.type === 'answer_start') {
          asked.current = null;
          setAsking(null);
          setStreaming(frame.message_id);
          accepted.current?.(question);
        } else if (frame.type === 'answer_end') {
          settle();
          // The answer was charged from the company's AI tokens.
          void queryClient.invalidateQueries({ queryKey: queryKeys.aiTokens });
        }
      },
    });
    socket.current = live;
    return () => {
      live.close();
      socket.current = null;
      asked.current = null;
      setConnected(false);
      setAsking(null);
      setStreaming(null);
    };
  }, [enabled, teacherId, queryClient]);

  const { language } = useLanguage();
  const ask = useCallback(
    (question: string) => {
      if (asking !== null || streaming !== null) return false;
      // The built-in teacher words its answer around the quotes in the asker's language.
      const sent = socket.current?.send({ type: 'ask', question, language }) ?? false;
      if (!sent) return false;
      asked.current = question;
      setAsking(question);
      setError(null);
      return true;
    },
    [asking, streaming, language],
  );

  const dismissError = useCallback(() => setError(null), []);

  return { connected, asking, streaming, error, ask, dismissError };
}
