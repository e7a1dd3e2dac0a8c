import { DownOutlined, UpOutlined } from '@ant-design/icons';
import AntdInputNumber, { type InputNumberProps } from 'antd/es/input-number';

type Value = NonNullable<InputNumberProps['value']>;

/**
 * antd's InputNumber, its step arrows decorative: antd's name themselves by their icons in
 * English ("up", "down") inside the step buttons.
 */
export function InputNumber<T extends Value = Value>(props: InputNumberProps<T>) {
  return <AntdInputNumber<T> controls={{ upIcon: <UpOutlined aria-hidden />, downIcon: <DownOutlined aria-hidden /> }} {...props} />;
}
