import { CloseCircleFilled } from '@ant-design/icons';
import AntdSelect, { type SelectProps } from 'antd/es/select';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';
import { useTranslation } from 'react-i18next';

/**
 * antd's Select, its clear button named in the UI language: antd's is named "Clear" in every
 * language, and takes another name only from the `allowClear` of each select.
 */
export function Select<Value = unknown, Option extends BaseOptionType | DefaultOptionType = DefaultOptionType>({
  allowClear,
  ...props
}: SelectProps<Value, Option>) {
  const { t } = useTranslation();
  const clear = allowClear === true ? { clearIcon: <CloseCircleFilled aria-hidden />, label: t('common.actions.clear') } : allowClear;
  return <AntdSelect<Value, Option> {...props} allowClear={clear} />;
}
