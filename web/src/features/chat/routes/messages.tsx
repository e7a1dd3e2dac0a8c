import Avatar from 'antd/es/avatar';
import Badge from 'antd/es/badge';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { formatMessageTime } from '@/lib/time';
import { useConversations } from '../api/get-conversations';

export default function Messages() {
  const { t } = useTranslation();
  const user = useUser();
  const conversations = useConversations();

  if (conversations.isPending) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  if (!conversations.data?.length) return <Empty description={t('chat.empty')} />;

  return (
    <div style={{ background: '#fff', borderRadius: 8, border: '1px solid rgba(5, 5, 5, 0.06)', maxWidth: 880 }}>
      {conversations.data.map(({ with: party, last_message: last, unread_count: unread }) => (
        <Link
          key={party.id}
          to={paths.message.getHref(party.id)}
          data-testid="conversation"
          style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 16px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)', color: 'inherit' }}
        >
          <Avatar size={44} src={party.avatar ?? undefined}>
            {party.name.charAt(0)}
          </Avatar>
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={{ display: 'flex', gap: 8 }}>
              <Typography.Text strong style={{ flex: 1, minWidth: 0 }} ellipsis>
                {party.name}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <time dateTime={last.timestamp}>{formatMessageTime(last.timestamp)}</time>
              </Typography.Text>
            </div>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <Typography.Text type={unread ? undefined : 'secondary'} strong={unread > 0} style={{ flex: 1, minWidth: 0 }} ellipsis>
                {last.sender_id === user.id ? t('chat.you', { text: last.message }) : last.message}
              </Typography.Text>
              {unread > 0 && <Badge count={unread} aria-label={t('chat.unread', { count: unread })} />}
            </div>
          </div>
        </Link>
      ))}
    </div>
  );
}
