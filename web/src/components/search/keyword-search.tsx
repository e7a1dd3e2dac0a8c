import Input from 'antd/es/input';
import type { CSSProperties } from 'react';

type KeywordSearchProps = {
  /** The keywords in the URL; the box is reset when they change from outside (back, a link). */
  q: string | undefined;
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
  style?: CSSProperties;
};

/** The keyword box of a search screen: searches on Enter or its button, trimmed. */
export function KeywordSearch({ q, label, placeholder, onSearch, style = { maxWidth: 640 } }: KeywordSearchProps) {
  return (
    <Input.Search
      key={q ?? ''}
      defaultValue={q}
      placeholder={placeholder}
      aria-label={label}
      enterButton={label}
      allowClear
      size="large"
      style={style}
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}
