import theme from 'antd/es/theme';
import { formatMessageTime } from '@/lib/time';
import type { ChatMessage } from '@/types/chat';

/** Spec section 9: a bubble is at most 70% of the list's width. */
export const BUBBLE_MAX_WIDTH = '70%';

/**
 * One message. The colours are the theme's, whose pairs are measured for contrast (theme.test.ts):
 * a see-through time on one's own bubble fell to 4.48:1.
 */
export function MessageBubble({ message, own, now }: { message: ChatMessage; own: boolean; now?: Date }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }} data-testid="chat-message" data-own={own}>
      <div
        style={{
          maxWidth: BUBBLE_MAX_WIDTH,
          padding: '8px 12px',
          borderRadius: 12,
          background: own ? token.colorPrimary : token.colorBgLayout,
          color: own ? token.colorTextLightSolid : token.colorText,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <div>{message.message}</div>
        <div style={{ fontSize: 11, textAlign: 'end', marginTop: 2, color: own ? token.colorTextLightSolid : token.colorTextSecondary }}>
          <time dateTime={message.timestamp}>{formatMessageTime(message.timestamp, now)}</time>
        </div>
      </div>
    </div>
  );
}
