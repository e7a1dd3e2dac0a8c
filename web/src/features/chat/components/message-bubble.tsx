import { formatMessageTime } from '@/lib/time';
import type { ChatMessage } from '@/types/chat';

/** Spec section 9: a bubble is at most 70% of the list's width. */
export const BUBBLE_MAX_WIDTH = '70%';

export function MessageBubble({ message, own, now }: { message: ChatMessage; own: boolean; now?: Date }) {
  return (
    <div style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }} data-testid="chat-message" data-own={own}>
      <div
        style={{
          maxWidth: BUBBLE_MAX_WIDTH,
          padding: '8px 12px',
          borderRadius: 12,
          background: own ? '#1d4ed8' : '#f1f5f9',
          color: own ? '#fff' : 'inherit',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <div>{message.message}</div>
        <div style={{ fontSize: 11, opacity: 0.75, textAlign: 'end', marginTop: 2 }}>
          <time dateTime={message.timestamp}>{formatMessageTime(message.timestamp, now)}</time>
        </div>
      </div>
    </div>
  );
}
