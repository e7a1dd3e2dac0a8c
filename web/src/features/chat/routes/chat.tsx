import { ArrowLeftOutlined } from '@ant-design/icons';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { sortMessages } from '@/lib/chat-messages';
import { useRealtime } from '@/lib/realtime';
import type { Party, ChatMessage } from '@/types/chat';
import { useChatHistory } from '../api/get-chat-history';
import { useSendMessage } from '../api/send-message';
import { ChatInput } from '../components/chat-input';
import { MessageBubble } from '../components/message-bubble';

/** Spec section 9: the list scrolls to the bottom this long after the message count changes. */
export const SCROLL_DELAY_MS = 100;

/** The company page for a company, the job seeker profile for anyone else. */
function profileHref(party: Pick<Party, 'id' | 'user_type'>): string {
  return party.user_type === 'company' ? paths.company.getHref(party.id) : paths.jobseekerProfile.getHref(party.id);
}

export default function Chat() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser();
  const navigate = useNavigate();
  const history = useChatHistory(id);
  const { markRead, chatConnected, subscribe } = useRealtime();
  const send = useSendMessage();
  const listRef = useRef<HTMLDivElement>(null);
  const reported = useRef(new Set<string>());

  const messages = useMemo(() => sortMessages(history.data?.messages ?? []), [history.data]);

  // Spec section 4: incoming unread messages from the other party are reported read.
  const report = useCallback(
    (message: ChatMessage) => {
      if (message.sender_id !== id || message.receiver_id !== user.id || message.is_read) return;
      if (reported.current.has(message.id)) return;
      reported.current.add(message.id);
      markRead(message.id);
    },
    [id, user.id, markRead],
  );
  useEffect(() => {
    if (chatConnected) messages.forEach(report);
  }, [messages, chatConnected, report]);
  useEffect(() => subscribe(report), [subscribe, report]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const list = listRef.current;
      if (list) list.scrollTop = list.scrollHeight;
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [messages.length]);

  if (history.isError) {
    return <Result status="404" title={t('chat.notFound')} extra={<Link to={paths.messages.getHref()}>{t('chat.back')}</Link>} />;
  }
  const party = history.data?.sender;

  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: 'calc(100vh - 64px - 48px)',
        background: '#fff',
        borderRadius: 8,
        border: '1px solid rgba(5, 5, 5, 0.06)',
      }}
    >
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 16px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)', flex: 'none' }}>
        <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} aria-label={t('chat.back')} onClick={() => navigate(paths.messages.getHref())} />
        <Avatar src={party?.avatar ?? undefined}>{party?.name.charAt(0)}</Avatar>
        <Typography.Text strong style={{ flex: 1, minWidth: 0 }} ellipsis data-testid="chat-party">
          {party?.name ?? ''}
        </Typography.Text>
        {party && <Link to={profileHref(party)}>{t('chat.viewProfile')}</Link>}
      </header>
      <div ref={listRef} data-testid="chat-messages" style={{ flex: 1, overflowY: 'auto', padding: 16, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {history.isPending ? (
          <Spin style={{ margin: 'auto' }} />
        ) : messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.noMessages')} style={{ margin: 'auto' }} />
        ) : (
          messages.map((message) => <MessageBubble key={message.id} message={message} own={message.sender_id === user.id} />)
        )}
      </div>
      <div style={{ padding: 12, borderTop: '1px solid rgba(5, 5, 5, 0.06)', flex: 'none' }}>
        <ChatInput onSend={(text, clear) => send.mutate({ receiverId: id, text }, { onSuccess: clear })} disabled={history.isError} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(chatConnected ? 'chat.hint' : 'chat.connecting')}
        </Typography.Text>
      </div>
    </div>
  );
}
