import { MoreOutlined, SolutionOutlined, UserOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Tag from 'antd/es/tag';
import Tree from 'antd/es/tree';
import Typography from 'antd/es/typography';
import type { MenuProps } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChartEmployee, Position, Unit } from '@/types/org';
import {
  positionAction,
  positionActionNames,
  unitAction,
  unitActionNames,
  type OrgAction,
  type PositionActionName,
  type UnitActionName,
} from '../utils/org-actions';
import { childKind, employeeHref, employeeKey, positionKey, unitKey, type Totals, type UnitNode } from '../utils/org-tree';

const kindColors: Partial<Record<Unit['kind'], string>> = { department: 'blue', division: 'cyan', sub_division: 'purple' };

type Props = {
  roots: UnitNode[];
  expandedKeys: string[];
  onExpand: (keys: string[]) => void;
  /** A past day's chart: nothing to change. */
  readOnly: boolean;
  onAction: (action: OrgAction) => void;
  /** The unit whose details are shown, if any. */
  selectedUnitId: string | null;
  onSelectUnit: (id: string | null) => void;
  /**
   * A large chart: it scrolls inside a box of a fixed height, rendering only the rows in view.
   * Decided on the whole chart, not on what a search leaves of it: switching it off renders the
   * previous rows all at once for a moment.
   */
  virtual: boolean;
};

// Clicks inside a node's title (its menu, rendered in a portal, bubbles through React too) are
// not clicks on the node.
const stop = (event: MouseEvent) => event.stopPropagation();

function FilledOfBudget({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const { filled, headCount } = totals;
  return (
    <Typography.Text
      className="org-totals"
      type={headCount > 0 && filled >= headCount ? 'success' : 'secondary'}
      title={t('org.filledOfBudget', { filled, headCount })}
    >
      {filled}/{headCount}
    </Typography.Text>
  );
}

function ActionsMenu({ name, items, onClick }: { name: string; items: NonNullable<MenuProps['items']>; onClick: (key: string) => void }) {
  const { t } = useTranslation();
  return (
    <span onClick={stop}>
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onClick(key) }}>
        <Button type="text" size="small" icon={<MoreOutlined aria-hidden />} aria-label={t('org.actions.menu', { name })} />
      </Dropdown>
    </span>
  );
}

function Row({ inactive, children }: { inactive: boolean; children: ReactNode }) {
  return (
    <span
      className={inactive ? 'org-row org-row-inactive' : 'org-row'}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', opacity: inactive ? 0.5 : 1 }}
    >
      {children}
    </span>
  );
}

/**
 * The structure as a tree: each unit with its kind, its totals rolled up from below, its
 * positions (filled / budgeted) with the people in them (each a link to the employees screen)
 * and, on today's chart, a menu of what can be done to it. A click on a unit selects it.
 */
export function OrgTreeView({ roots, expandedKeys, onExpand, readOnly, onAction, selectedUnitId, onSelectUnit, virtual }: Props) {
  const { t } = useTranslation();
  // The nodes are built once per tree (thousands of them in a large company); their menus call
  // the latest handler.
  const actionRef = useRef(onAction);
  useEffect(() => {
    actionRef.current = onAction;
  });
  const [height] = useState(() => Math.max(400, Math.round(window.innerHeight * 0.7)));

  const treeData = useMemo(() => {
    const unitLabel = (node: UnitNode, name: UnitActionName): string => {
      if (name === 'addChild') return t(`org.actions.add.${childKind(node.unit.kind) ?? 'division'}`);
      return t(`org.actions.${name}`);
    };

    const employeeNode = (employee: ChartEmployee, underInactive: boolean): DataNode => ({
      key: employeeKey(employee.id),
      isLeaf: true,
      selectable: false,
      title: (
        <Row inactive={underInactive}>
          <UserOutlined aria-hidden />
          <Link to={employeeHref(employee.id)} className="org-employee" data-employee-id={employee.id}>
            {employee.name}
          </Link>
          <Typography.Text type="secondary">{t(`common.roles.${employee.role}`)}</Typography.Text>
        </Row>
      ),
    });

    const positionNode = (position: Position, people: ChartEmployee[], underInactive: boolean): DataNode => ({
      key: positionKey(position.id),
      isLeaf: people.length === 0,
      selectable: false,
      children: people.length ? people.map((employee) => employeeNode(employee, underInactive || position.archived)) : undefined,
      title: (
        <Row inactive={underInactive || position.archived}>
          <SolutionOutlined aria-hidden />
          <Typography.Text>{position.title}</Typography.Text>
          <FilledOfBudget totals={{ filled: position.filled, headCount: position.head_count }} />
          {position.archived && <Tag>{t('org.archivedTag')}</Tag>}
          {!readOnly && (
            <ActionsMenu
              name={position.title}
              items={positionActionNames(position).map((name: PositionActionName) => ({
                key: name,
                label: t(`org.actions.${name === 'edit' ? 'editPosition' : name}`),
                danger: name === 'delete',
              }))}
              onClick={(key) => actionRef.current(positionAction(key as PositionActionName, position))}
            />
          )}
        </Row>
      ),
    });

    const unitNode = (node: UnitNode): DataNode => ({
      key: node.key,
      title: (
        <Row inactive={node.inactive}>
          <Tag color={kindColors[node.unit.kind]} style={{ marginInlineEnd: 0 }}>
            {t(`org.kinds.${node.unit.kind}`)}
          </Tag>
          <Typography.Text strong>{node.unit.name}</Typography.Text>
          <FilledOfBudget totals={node.totals} />
          {node.unit.archived && <Tag>{t('org.archivedTag')}</Tag>}
          {!readOnly && (
            <ActionsMenu
              name={node.unit.name}
              items={unitActionNames(node.unit).map((name) => ({ key: name, label: unitLabel(node, name), danger: name === 'delete' }))}
              onClick={(key) => actionRef.current(unitAction(key as UnitActionName, node.unit))}
            />
          )}
        </Row>
      ),
      children: [
        ...node.positions.map((position) => positionNode(position, node.employees.get(position.id) ?? [], node.inactive)),
        ...node.children.map(unitNode),
      ],
    });

    return roots.map(unitNode);
  }, [roots, readOnly, t]);

  return (
    <Tree
      aria-label={t('org.title')}
      treeData={treeData}
      expandedKeys={expandedKeys}
      onExpand={(keys) => onExpand(keys.map(String))}
      selectedKeys={selectedUnitId ? [unitKey(selectedUnitId)] : []}
      onSelect={(_, { node, selected }) => {
        const key = String(node.key);
        onSelectUnit(selected && key.startsWith('unit:') ? key.slice('unit:'.length) : null);
      }}
      blockNode
      showLine={{ showLeafIcon: false }}
      virtual={virtual}
      height={virtual ? height : undefined}
    />
  );
}
