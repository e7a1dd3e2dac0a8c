import AntdPagination, { type PaginationProps } from 'antd/es/pagination';
import { usePageButtons } from '@/hooks/use-page-buttons';

/** antd's Pagination, its previous and next buttons named in the UI language. */
export function Pagination(props: PaginationProps) {
  return <AntdPagination {...usePageButtons()} {...props} />;
}
