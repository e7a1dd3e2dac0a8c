import { DeleteOutlined, EditOutlined, UserAddOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { Table } from '@/components/ui/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo, type HTMLAttributes } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { PlanTotals, PlanLine, PlanUnitTotals } from '@/types/workforce-planning';
import { benchmarkFigures, countFormatter, figureFields, formatOptionalMoney, NONE, requestBlocker } from '../utils/figures';
import { figureColumns } from './figure-columns';
import { FigureSummaryCells } from './figure-cells';

/** The market's median for the title, its middle half in a tooltip; "—" and why without enough data. */
function BenchmarkCell({ line, locale }: { line: PlanLine; locale: string }) {
  const { t } = useTranslation();
  const figures = benchmarkFigures(locale, line.benchmark);
  const tip = figures ? t('workforcePlanning.middleHalf', { range: figures.range }) : t('benchmark.insufficient');
  return (
    <Tooltip title={tip}>
      <span data-field="benchmark" aria-label={`${figures?.median ?? NONE} (${tip})`} tabIndex={0} style={{ borderBottom: '1px dotted currentColor' }}>
        {figures?.median ?? NONE}
      </span>
    </Tooltip>
  );
}

/** The position's title, whether it is planned, and its unit beneath: one column for both keeps the table within a laptop's width. */
function TitleCell({ line, unit }: { line: PlanLine; unit: string }) {
  const { t } = useTranslation();
  const changed =
    line.changed_at && line.changed_by
      ? t('workforcePlanning.changed', { date: dayjs(line.changed_at).format('DD.MM.YYYY HH:mm'), name: line.changed_by.name })
      : null;
  return (
    // Words whole: the table's cells would otherwise break a title mid-word to make room.
    <Flex gap={8} align="center" wrap style={{ minWidth: 150, overflowWrap: 'normal' }}>
      <Tooltip title={changed}>
        <Typography.Text strong>{line.title}</Typography.Text>
      </Tooltip>
      {!line.planned && <Tag>{t('workforcePlanning.notPlanned')}</Tag>}
      <Typography.Text type="secondary" data-field="unit" style={{ flexBasis: '100%' }}>
        {unit}
      </Typography.Text>
    </Flex>
  );
}

type Props = {
  lines: PlanLine[];
  units: PlanUnitTotals[];
  /** The figures of the summary row (the company's, or the unit filtered on) and its name. */
  summary: { label: string; figures: PlanTotals };
  locale: string;
  /** A past day's plan: no changes offered. */
  readOnly: boolean;
  onEdit: (line: PlanLine) => void;
  onRemove: (line: PlanLine) => void;
  onRequestStaff: (line: PlanLine) => void;
  /** The line whose staff request is on its way. */
  requesting: string | null;
};

/** One row per position: its head counts, salary budget and the market's median, with the changes offered. */
export function PlanLinesTable({ lines, units, summary, locale, readOnly, onEdit, onRemove, onRequestStaff, requesting }: Props) {
  const { t } = useTranslation();
  const format = useMemo(() => countFormatter(locale), [locale]);
  const unitNames = useMemo(() => new Map(units.map((unit) => [unit.id, unit.name])), [units]);

  const columns: TableColumnsType<PlanLine> = [
    {
      title: t('workforcePlanning.fields.title'),
      key: 'title',
      fixed: 'start',
      render: (_, line) => <TitleCell line={line} unit={unitNames.get(line.unit_id) ?? NONE} />,
    },
    ...figureColumns<PlanLine>(t, format),
    {
      title: t('workforcePlanning.fields.salary_budget'),
      key: 'salary_budget',
      align: 'right',
      // The budget per head beneath the budget: one column for both keeps the table within a laptop's width.
      render: (_, line) => (
        <Flex vertical style={{ whiteSpace: 'nowrap' }}>
          <span data-field="salary_budget">{formatOptionalMoney(locale, line.salary_budget, line.currency)}</span>
          {typeof line.budget_per_head === 'number' && (
            <Typography.Text type="secondary">
              <Trans
                i18nKey="workforcePlanning.perHead"
                values={{ amount: formatOptionalMoney(locale, line.budget_per_head, line.currency) }}
                components={{ amount: <span data-field="budget_per_head" /> }}
              />
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: t('workforcePlanning.fields.benchmark'), key: 'benchmark', align: 'right', render: (_, line) => <BenchmarkCell line={line} locale={locale} /> },
  ];
  if (!readOnly) {
    columns.push({
      title: t('workforcePlanning.actions.label'),
      key: 'actions',
      fixed: 'end',
      render: (_, line) => {
        const blocker = requestBlocker(line);
        return (
          <Flex gap={4} align="center">
            {/* A disabled button gets no pointer events in every browser: its wrapper shows why. */}
            <Tooltip title={blocker ? t(blocker) : t('workforcePlanning.actions.requestStaff', { title: line.title })}>
              <span style={{ display: 'inline-block' }}>
                <Button
                  size="small"
                  icon={<UserAddOutlined aria-hidden />}
                  aria-label={t('workforcePlanning.actions.requestStaff', { title: line.title })}
                  disabled={blocker !== null}
                  loading={requesting === line.position_id}
                  onClick={() => onRequestStaff(line)}
                />
              </span>
            </Tooltip>
            <Button size="small" type="text" icon={<EditOutlined aria-hidden />} aria-label={t('workforcePlanning.actions.edit', { title: line.title })} onClick={() => onEdit(line)} />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('workforcePlanning.actions.remove', { title: line.title })}
              // An unplanned line has nothing to remove.
              disabled={!line.planned}
              onClick={() => onRemove(line)}
            />
          </Flex>
        );
      },
    });
  }

  // After the title come the head counts; the columns after them stay empty. One cell per
  // column, so the fixed ones (the title, the actions) stay in place as the table scrolls.
  const after = Array.from({ length: columns.length - 1 - figureFields.length }, (_, offset) => 1 + figureFields.length + offset);
  return (
    <Table<PlanLine>
      size="small"
      rowKey="position_id"
      columns={columns}
      dataSource={lines}
      pagination={false}
      // Headings wrap between words and the table takes the width it is given; it scrolls
      // only where even that cannot fit (a phone).
      tableLayout="auto"
      scroll={{ x: true }}
      onRow={(line) => ({ 'data-testid': 'plan-line', 'data-id': line.position_id }) as HTMLAttributes<HTMLElement>}
      summary={() =>
        lines.length > 0 && (
          <Table.Summary>
            <Table.Summary.Row data-testid="plan-total">
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{summary.label}</Typography.Text>
              </Table.Summary.Cell>
              <FigureSummaryCells figures={summary.figures} index={1} format={format} />
              {after.map((index) => (
                <Table.Summary.Cell key={index} index={index} />
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )
      }
    />
  );
}
