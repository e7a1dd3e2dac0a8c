import Flex from 'antd/es/flex';
import { InputNumber } from '@/components/ui/input-number';
import Typography from 'antd/es/typography';
import { useState } from 'react';

/** A number filter that applies when the user leaves the box or presses Enter, not on each key. */
export function NumberFilter({
  label,
  value,
  onChange,
  min = 0,
  max,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
}) {
  const [draft, setDraft] = useState<number | null>(value ?? null);
  const [shown, setShown] = useState(value);
  // The URL may change under the box (back, a cleared filter): follow it.
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? null);
  }
  const commit = () => {
    const next = draft ?? undefined;
    if (next !== value) onChange(next);
  };
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{label}</Typography.Text>
      <InputNumber<number>
        aria-label={label}
        style={{ width: '100%' }}
        min={min}
        max={max}
        precision={0}
        value={draft}
        onChange={setDraft}
        onBlur={commit}
        onPressEnter={commit}
      />
    </Flex>
  );
}
