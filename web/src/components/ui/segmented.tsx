import AntdSegmented, { type SegmentedProps } from 'antd/es/segmented';

/**
 * antd's Segmented in a box of its own that scrolls sideways when the options are wider than the
 * space. A status filter sits in a card's title, which cuts off what does not fit: at 320 px (or
 * 400 % zoom) the last statuses could not be reached at all (WCAG 1.4.10 Reflow). Its name is
 * required: without one, antd names the group "segmented control", in English whatever the
 * language.
 */
export function Segmented<Value>(props: SegmentedProps<Value> & { 'aria-label': string }) {
  return (
    <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
      <AntdSegmented<Value> {...props} />
    </div>
  );
}
