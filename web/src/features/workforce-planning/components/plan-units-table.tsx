import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { Table } from '@/components/ui/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { useMemo, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanTotals, PlanUnitTotals } from '@/types/workforce-planning';
import { countFormatter } from '../utils/figures';
import { buildUnitTree, type PlanUnitNode } from '../utils/unit-tree';
import { figureColumns } from './figure-columns';
import { FigureSummaryCells } from './figure-cells';

/**
 * The units as a tree (departments → divisions → sub-divisions), each with the figures of its
 * positions and every unit under it, and the company's total below. A unit's name shows its
 * positions.
 */
export function PlanUnitsTable({
  units,
  total,
  locale,
  onShowUnit,
}: {
  units: PlanUnitTotals[];
  total: PlanTotals;
  locale: string;
  onShowUnit: (unitId: string) => void;
}) {
  const { t } = useTranslation();
  const format = useMemo(() => countFormatter(locale), [locale]);
  const tree = useMemo(() => buildUnitTree(units), [units]);
  const columns: TableColumnsType<PlanUnitNode> = [
    {
      title: t('workforcePlanning.fields.unit'),
      key: 'name',
      render: (_, unit) => (
        <Flex gap={8} align="center" style={{ display: 'inline-flex' }}>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onShowUnit(unit.id)}>
            {unit.name}
          </Button>
          <Tag>{t(`org.kinds.${unit.kind}`)}</Tag>
        </Flex>
      ),
    },
    ...figureColumns<PlanUnitNode>(t, format),
  ];
  return (
    <Table<PlanUnitNode>
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={tree}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{ defaultExpandAllRows: true }}
      onRow={(unit) => ({ 'data-testid': 'plan-unit', 'data-id': unit.id }) as HTMLAttributes<HTMLElement>}
      summary={() => (
        <Table.Summary>
          <Table.Summary.Row data-testid="plan-units-total">
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{t('workforcePlanning.total')}</Typography.Text>
            </Table.Summary.Cell>
            <FigureSummaryCells figures={total} index={1} format={format} />
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
