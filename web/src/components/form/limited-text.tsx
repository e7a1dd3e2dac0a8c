import Input, { type InputProps } from 'antd/es/input';
import type { TextAreaProps } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';

type Limited<P> = Omit<P, 'maxLength' | 'count' | 'showCount'> & {
  /** The most characters the server accepts. */
  limit: number;
  /** Show the count all along, not only from the limit on. */
  showCount?: boolean;
};

/**
 * antd's `maxLength` cuts a paste at the limit without a word; a count with a maximum keeps
 * all of it, marks the box and says by how much it is over (the field's rule then refuses it).
 */
function useLimitCount(limit: number, always: boolean) {
  const { t } = useTranslation();
  return {
    max: limit,
    show: ({ count }: { count: number }) => {
      if (count > limit) return t('validation.over_limit', { count, limit, over: count - limit });
      if (count === limit) return t('validation.at_limit', { limit });
      return always ? `${count} / ${limit}` : null;
    },
  };
}

export function LimitedInput({ limit, showCount = false, ...props }: Limited<InputProps>) {
  return <Input {...props} count={useLimitCount(limit, showCount)} />;
}

export function LimitedTextArea({ limit, showCount = false, ...props }: Limited<TextAreaProps>) {
  return <Input.TextArea {...props} count={useLimitCount(limit, showCount)} />;
}
