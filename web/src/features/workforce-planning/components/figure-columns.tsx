import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { PlanTotals } from '@/types/workforce-planning';
import { figureFields } from '../utils/figures';
import { FigureValue } from './figure-cells';

/** A column per head count, right-aligned, titled in the reader's language. */
export function figureColumns<Row extends PlanTotals>(t: TFunction, format: (value: number) => string): TableColumnType<Row>[] {
  return figureFields.map((field) => ({
    title: t(`workforcePlanning.fields.${field}`),
    key: field,
    align: 'right' as const,
    render: (_: unknown, row: Row) => <FigureValue field={field} value={row[field]} format={format} />,
  }));
}
