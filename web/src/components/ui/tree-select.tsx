import { CloseCircleFilled, DownOutlined } from '@ant-design/icons';
import AntdTreeSelect, { type TreeSelectProps } from 'antd/es/tree-select';
import { useTranslation } from 'react-i18next';

/**
 * antd's TreeSelect as the Select wrapper makes a select: its arrow decorative (antd's names
 * itself "down", and ConfigProvider's `select.suffixIcon` does not reach a tree select) and its
 * clear button named in the UI language, not "Clear".
 */
export function TreeSelect<Value = unknown>({ allowClear, ...props }: TreeSelectProps<Value>) {
  const { t } = useTranslation();
  const clear = allowClear === true ? { clearIcon: <CloseCircleFilled aria-hidden />, label: t('common.actions.clear') } : allowClear;
  return <AntdTreeSelect<Value> suffixIcon={<DownOutlined aria-hidden />} {...props} allowClear={clear} />;
}
