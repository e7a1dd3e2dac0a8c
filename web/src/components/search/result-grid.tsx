import Col from 'antd/es/col';
import { Pagination } from '@/components/ui/pagination';
import Row from 'antd/es/row';
import type { ReactNode } from 'react';

type ResultGridProps<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
};

/** A page of search results as cards, with the pager under them (hidden when one page holds all). */
export function ResultGrid<T>({ items, total, page, pageSize, onPage, itemKey, renderItem }: ResultGridProps<T>) {
  return (
    <>
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={itemKey(item)} xs={24} md={12} xxl={8}>
            {renderItem(item)}
          </Col>
        ))}
      </Row>
      <Pagination current={page} pageSize={pageSize} total={total} onChange={onPage} showSizeChanger={false} hideOnSinglePage />
    </>
  );
}
