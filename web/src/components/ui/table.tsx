import AntdTable, { type TableProps } from 'antd/es/table';
import type { AnyObject } from 'antd/es/_util/type';
import { usePageButtons } from '@/hooks/use-page-buttons';

/** antd's Table, its pagination's previous and next buttons named in the UI language. */
export function Table<Row extends AnyObject>({ pagination, ...props }: TableProps<Row>) {
  const pageButtons = usePageButtons();
  return <AntdTable<Row> {...props} pagination={pagination === false ? false : { ...pageButtons, ...pagination }} />;
}

Table.Summary = AntdTable.Summary;
