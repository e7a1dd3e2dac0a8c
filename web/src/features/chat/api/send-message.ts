import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';

export const CHAT_OFFLINE = 'chat_offline';

export type SendMessageInput = { receiverId: string; text: string };

/**
 * Sends over the chat socket (the message comes back on it, into the history). When the
 * socket is not open nothing is sent and the feedback place explains, through `meta`.
 */
export function useSendMessage() {
  const { sendMessage } = useRealtime();
  return useMutation({
    mutationFn: async ({ receiverId, text }: SendMessageInput) => {
      if (!sendMessage(receiverId, text)) throw new ApiError(0, CHAT_OFFLINE, 'The chat connection is not open.');
    },
    meta: { errorMessages: { [CHAT_OFFLINE]: 'chat.offline' } },
  });
}
