import { ArrowLeftOutlined, CloseOutlined, PlusOutlined, RobotOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import { Popconfirm } from '@/components/ui/popconfirm';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AiErrorAlert } from '@/components/ui/ai-error-alert';
import { paths } from '@/config/paths';
import { useAiTeacherSocket } from '../api/ai-teacher-socket';
import { useClearConversation } from '../api/clear-conversation';
import { useAiTeacher } from '../api/get-ai-teacher';
import { useConversation } from '../api/get-conversation';
import { AskBox } from '../components/ask-box';
import { ConversationMessage } from '../components/conversation-message';

const border = '1px solid rgba(5, 5, 5, 0.06)';

/**
 * A conversation with an AI teacher (/ai-teacher/:id), for the company and its employees. A
 * question goes over the teacher's socket; the answer grows token by token, then shows the
 * numbered sources it quotes, or a notice that the documents do not cover the question. A
 * refusal (too few AI tokens, rate limited) is shown above the question box, which keeps the
 * question.
 */
export default function AiTeacherRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const teacher = useAiTeacher(id);
  const conversation = useConversation(id);
  const clear = useClearConversation();
  const [question, setQuestion] = useState('');
  const [notSent, setNotSent] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  // The box empties once the server takes the question, unless something else was typed since.
  const onAccepted = useCallback((asked: string) => setQuestion((current) => (current.trim() === asked ? '' : current)), []);
  const socket = useAiTeacherSocket(id, { enabled: teacher.isSuccess, onAccepted });

  const messages = conversation.data?.messages ?? [];
  const last = messages.at(-1);
  const busy = socket.asking !== null || socket.streaming !== null;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, last?.text, last?.citations.length]);

  if (teacher.isError) {
    return (
      <Result status="404" title={t('learning.conversation.notFound')} extra={<Link to={paths.aiTeachers.getHref()}>{t('learning.conversation.back')}</Link>} />
    );
  }

  const ask = (text: string) => {
    const sent = socket.ask(text);
    setNotSent(!sent);
  };

  const avatar = teacher.data?.avatar ?? null;

  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 64px - 48px)', minHeight: 420, background: '#fff', borderRadius: 8, border }}
    >
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 16px', borderBottom: border, flex: 'none' }}>
        <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} aria-label={t('learning.conversation.back')} onClick={() => navigate(paths.aiTeachers.getHref())} />
        <Avatar src={avatar ?? undefined} icon={<RobotOutlined aria-hidden />} />
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong ellipsis data-testid="teacher-name">
            {teacher.data?.name ?? ''}
          </Typography.Text>
          {teacher.data?.topic && (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {teacher.data.topic}
            </Typography.Text>
          )}
        </Flex>
        <Popconfirm
          title={t('learning.conversation.confirmNew')}
          okText={t('learning.conversation.new')}
          cancelText={t('common.actions.cancel')}
          onConfirm={() =>
            clear.mutate(id, {
              onSuccess: () => {
                socket.dismissError();
                setNotSent(false);
              },
            })
          }
          disabled={busy || messages.length === 0}
        >
          <Button icon={<PlusOutlined aria-hidden />} loading={clear.isPending} disabled={busy || messages.length === 0}>
            {t('learning.conversation.new')}
          </Button>
        </Popconfirm>
      </header>
      <div ref={listRef} data-testid="conversation" style={{ flex: 1, overflowY: 'auto', padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {conversation.isPending || teacher.isPending ? (
          <Spin style={{ margin: 'auto' }} />
        ) : messages.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            style={{ margin: 'auto' }}
            description={t('learning.conversation.empty', { name: teacher.data?.name ?? '' })}
          />
        ) : (
          messages.map((message) => (
            <ConversationMessage key={message.id} message={message} avatar={avatar} streaming={message.id === socket.streaming} />
          ))
        )}
      </div>
      <Flex vertical gap={8} style={{ padding: 12, borderTop: border, flex: 'none' }}>
        {socket.error && (
          <AiErrorAlert
            error={socket.error}
            action={
              <Button size="small" type="text" icon={<CloseOutlined aria-hidden />} onClick={socket.dismissError} aria-label={t('learning.conversation.dismiss')} />
            }
          />
        )}
        {notSent && <Alert type="warning" showIcon data-testid="not-sent" title={t('learning.conversation.notSent')} />}
        <AskBox
          value={question}
          onChange={(value) => {
            setQuestion(value);
            if (notSent) setNotSent(false);
          }}
          onAsk={ask}
          busy={busy}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="socket-state">
          {t(socket.connected ? 'learning.conversation.hint' : 'learning.conversation.connecting')}
        </Typography.Text>
      </Flex>
    </div>
  );
}
