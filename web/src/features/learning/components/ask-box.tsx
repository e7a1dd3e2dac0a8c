import { SendOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextArea } from '@/components/form/limited-text';
import { keyAction } from '@/lib/chat-messages';
import { QUESTION_MAX } from '../utils/conversation';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed question; blank questions are not sent. */
  onAsk: (question: string) => void;
  /** While an answer is on its way: the question can be written, not sent. */
  busy: boolean;
};

/** The question box: Enter asks, Shift+Enter adds a line. */
export function AskBox({ value, onChange, onAsk, busy }: Props) {
  const { t } = useTranslation();
  const question = value.trim();
  const tooLong = question.length > QUESTION_MAX;

  const submit = () => {
    if (busy || question === '' || tooLong) return;
    onAsk(question);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (keyAction({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }) === 'send') {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
      <LimitedTextArea
        autoSize={{ minRows: 2, maxRows: 6 }}
        value={value}
        limit={QUESTION_MAX}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('learning.conversation.placeholder')}
        aria-label={t('learning.conversation.question')}
        style={{ resize: 'none' }}
      />
      <Button type="primary" icon={<SendOutlined aria-hidden />} onClick={submit} disabled={busy || question === '' || tooLong} loading={busy} data-testid="ask">
        {t('learning.conversation.ask')}
      </Button>
    </div>
  );
}
