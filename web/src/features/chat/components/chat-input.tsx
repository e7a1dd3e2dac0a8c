import { SendOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keyAction, textToSend } from '@/lib/chat-messages';

/** Spec section 9: the input has two rows. */
export const INPUT_ROWS = 2;

type Props = {
  /** Sends `text`; `clear` empties the box, called only when it was sent. */
  onSend: (text: string, clear: () => void) => void;
  disabled?: boolean;
};

/** Enter sends, Shift+Enter adds a new line, blank text is not sent (spec section 5). */
export function ChatInput({ onSend, disabled }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');

  const submit = () => {
    const text = textToSend(value);
    if (text === null) return;
    onSend(text, () => setValue(''));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (keyAction({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }) === 'send') {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
      <Input.TextArea
        rows={INPUT_ROWS}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.placeholder')}
        style={{ resize: 'none' }}
        disabled={disabled}
      />
      <Button type="primary" icon={<SendOutlined aria-hidden />} onClick={submit} disabled={disabled} aria-label={t('chat.send')} />
    </div>
  );
}
