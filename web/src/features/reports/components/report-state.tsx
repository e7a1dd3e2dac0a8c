import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Refusal } from './refusal';

type Labels = { current: string; compared: string };

/**
 * What every tab shows before its figures: a refusal (of the period or of the compared one),
 * a skeleton while either is on its way, or `empty` when there is nothing to count. Then
 * `children` with the period's report and the compared one's (when a period is compared),
 * dimmed while new filters are asked.
 */
export function ReportState<T>({
  current,
  compared,
  labels,
  isEmpty,
  empty,
  children,
}: {
  current: UseQueryResult<T>;
  /** The compared period's query, when a period is compared (and the tab reads it). */
  compared?: UseQueryResult<T>;
  labels?: Labels;
  isEmpty: (current: T, compared?: T) => boolean;
  empty: string;
  children: (current: T, compared: T | undefined) => ReactNode;
}) {
  if (current.isError) return <Refusal error={current.error} title={labels?.current} />;
  if (compared?.isError) return <Refusal error={compared.error} title={labels?.compared} />;
  // A query left disabled still offers the last answer as its placeholder: without a compared period there is none.
  const comparedData = compared?.data;
  if (!current.data || (compared && !comparedData)) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isEmpty(current.data, comparedData)) return <Empty data-testid="report-empty" description={empty} />;
  const refreshing = (current.isPlaceholderData && current.isFetching) || (compared !== undefined && compared.isPlaceholderData && compared.isFetching);
  return (
    <Flex vertical gap={16} style={{ opacity: refreshing ? 0.6 : 1 }} aria-busy={refreshing}>
      {children(current.data, comparedData)}
    </Flex>
  );
}
