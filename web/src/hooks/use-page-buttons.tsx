import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { PaginationProps } from 'antd/es/pagination';
import { useLocale } from 'antd/es/locale';

/**
 * antd's previous and next page buttons hold nothing but an arrow, which names itself in English
 * ("left", "right"), and no ConfigProvider setting reaches them; antd's locale only titles the
 * list items around them. These are antd's buttons, named with the same locale's words.
 */
export function usePageButtons(): Pick<PaginationProps, 'prevIcon' | 'nextIcon'> {
  const [locale] = useLocale('Pagination');
  return {
    prevIcon: (
      <button className="ant-pagination-item-link" type="button" tabIndex={-1} aria-label={locale?.prev_page}>
        <LeftOutlined aria-hidden />
      </button>
    ),
    nextIcon: (
      <button className="ant-pagination-item-link" type="button" tabIndex={-1} aria-label={locale?.next_page}>
        <RightOutlined aria-hidden />
      </button>
    ),
  };
}
