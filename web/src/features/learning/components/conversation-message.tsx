import { RobotOutlined, UserOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Avatar from 'antd/es/avatar';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { TeacherMessage as Message } from '@/types/learning';
import { CitationList } from './citation-list';

type Props = { message: Message; avatar?: string | null; streaming?: boolean };

/**
 * A question (on the right) or the teacher's answer (on the left): its text, growing while it
 * streams, then its sources, and a notice when the documents do not cover the question.
 */
export function ConversationMessage({ message, avatar, streaming = false }: Props) {
  const { t } = useTranslation();
  const own = message.role === 'user';
  return (
    <div
      data-testid={own ? 'question' : 'answer'}
      data-id={message.id}
      data-streaming={streaming || undefined}
      style={{ display: 'flex', gap: 8, flexDirection: own ? 'row-reverse' : 'row', alignItems: 'flex-start' }}
    >
      <Avatar size="small" src={own ? undefined : (avatar ?? undefined)} icon={own ? <UserOutlined aria-hidden /> : <RobotOutlined aria-hidden />} style={{ flex: 'none' }} />
      <div
        style={{
          maxWidth: '75%',
          padding: '8px 12px',
          borderRadius: 8,
          background: own ? '#1d4ed8' : '#f5f5f5',
          color: own ? '#fff' : undefined,
        }}
      >
        <div data-testid="message-text" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {message.text}
          {streaming && (
            <span aria-hidden style={{ opacity: 0.6 }}>
              ▍
            </span>
          )}
        </div>
        {streaming && message.text === '' && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('learning.conversation.thinking')}
          </Typography.Text>
        )}
        {!own && message.covered === false && (
          <Alert
            type="info"
            showIcon
            data-testid="not-covered"
            style={{ marginTop: 8 }}
            title={t('learning.conversation.notCovered')}
          />
        )}
        {!own && <CitationList citations={message.citations} />}
      </div>
    </div>
  );
}
