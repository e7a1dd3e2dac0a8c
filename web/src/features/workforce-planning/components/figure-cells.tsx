import { Table } from '@/components/ui/table';
import Typography from 'antd/es/typography';
import type { PlanTotals } from '@/types/workforce-planning';
import { figureFields, type FigureField } from '../utils/figures';

/** A head count as shown: places to fill stand out, and heads beyond the budget stand out in red. */
export function FigureValue({ field, value, format }: { field: FigureField; value: number; format: (value: number) => string }) {
  const type = value > 0 && field === 'vacancy' ? 'warning' : value > 0 && field === 'over_budget' ? 'danger' : undefined;
  return (
    <span data-field={field} data-highlight={type}>
      <Typography.Text type={type} strong={type !== undefined}>
        {format(value)}
      </Typography.Text>
    </span>
  );
}

/** The figure cells of a summary row (the company's or a unit's), from column `index` on. */
export function FigureSummaryCells({ figures, index, format }: { figures: PlanTotals; index: number; format: (value: number) => string }) {
  return figureFields.map((field, offset) => (
    <Table.Summary.Cell key={field} index={index + offset} align="right">
      <FigureValue field={field} value={figures[field]} format={format} />
    </Table.Summary.Cell>
  ));
}
