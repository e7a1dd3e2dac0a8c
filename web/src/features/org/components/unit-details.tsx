import { CloseOutlined, SolutionOutlined, UserOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Unit } from '@/types/org';
import { employeeHref, unitPath, unitSummary, type UnitNode } from '../utils/org-tree';

const kindColors: Partial<Record<Unit['kind'], string>> = { department: 'blue', division: 'cyan', sub_division: 'purple' };

type Props = {
  node: UnitNode;
  /** Every unit of the chart, to name the ones above this one. */
  units: Unit[];
  onSelectUnit: (id: string | null) => void;
};

/**
 * A selected unit: where it sits, its places filled against the budget and what is in it, its
 * own positions with the people in them, and its sub-units (a click selects one).
 */
export function UnitDetails({ node, units, onSelectUnit }: Props) {
  const { t } = useTranslation();
  const { unit, totals } = node;
  const summary = unitSummary(node);
  const path = unitPath(units, unit);
  const places = t('org.filledOfBudget', { filled: totals.filled, headCount: totals.headCount });

  return (
    <Card
      size="small"
      data-testid="org-unit-details"
      aria-label={t('org.details.title', { name: unit.name })}
      title={
        <Flex gap={8} align="center" wrap>
          <Tag color={kindColors[unit.kind]} style={{ marginInlineEnd: 0 }}>
            {t(`org.kinds.${unit.kind}`)}
          </Tag>
          <span>{unit.name}</span>
          {unit.archived && <Tag>{t('org.archivedTag')}</Tag>}
        </Flex>
      }
      extra={
        <Button type="text" size="small" icon={<CloseOutlined aria-hidden />} aria-label={t('org.details.close')} onClick={() => onSelectUnit(null)} />
      }
    >
      <Flex vertical gap={12}>
        {path !== unit.name && <Typography.Text type="secondary">{path}</Typography.Text>}
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'places', label: t('org.details.places'), children: places },
            { key: 'positions', label: t('org.details.positions'), children: summary.positions },
            { key: 'subUnits', label: t('org.details.subUnits'), children: summary.subUnits },
            { key: 'employees', label: t('org.details.employees'), children: summary.employees },
          ]}
        />
        <Flex vertical gap={6}>
          <Typography.Text strong>{t('org.details.ownPositions')}</Typography.Text>
          {node.positions.length === 0 && <Typography.Text type="secondary">{t('org.details.noPositions')}</Typography.Text>}
          {node.positions.map((position) => {
            const people = node.employees.get(position.id) ?? [];
            return (
              <Flex key={position.id} vertical gap={2} style={{ opacity: position.archived ? 0.5 : 1 }}>
                <Flex gap={8} align="center" wrap>
                  <SolutionOutlined aria-hidden />
                  <Typography.Text>{position.title}</Typography.Text>
                  <Typography.Text type="secondary">
                    {position.filled}/{position.head_count}
                  </Typography.Text>
                  {position.archived && <Tag>{t('org.archivedTag')}</Tag>}
                </Flex>
                {people.map((employee) => (
                  <Flex key={employee.id} gap={8} align="center" style={{ paddingInlineStart: 22 }}>
                    <UserOutlined aria-hidden />
                    <Link to={employeeHref(employee.id)}>{employee.name}</Link>
                    <Typography.Text type="secondary">{t(`common.roles.${employee.role}`)}</Typography.Text>
                  </Flex>
                ))}
              </Flex>
            );
          })}
        </Flex>
        {node.children.length > 0 && (
          <Flex vertical gap={2} align="start">
            <Typography.Text strong>{t('org.details.subUnits')}</Typography.Text>
            {node.children.map((child) => (
              <Button key={child.key} type="link" size="small" style={{ paddingInline: 0 }} onClick={() => onSelectUnit(child.unit.id)}>
                {child.unit.name}
                {` ${child.totals.filled}/${child.totals.headCount}`}
              </Button>
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
