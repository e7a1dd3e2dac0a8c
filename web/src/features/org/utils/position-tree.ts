import type { Position, Unit } from '@/types/org';
import { buildOrgTree, unitKey, unitPath, type UnitNode } from './org-tree';

/** A node of the position picker: units to open, positions to pick. */
export type PositionTreeNode = {
  value: string;
  title: string;
  selectable: boolean;
  children?: PositionTreeNode[];
};

/**
 * The chart as a picker: departments → divisions → sub-divisions, each with its positions,
 * which alone can be picked. Archived units and positions, and units with no position
 * anywhere below them, are left out.
 */
export function positionTree(units: Unit[], positions: Position[]): PositionTreeNode[] {
  const toNode = (node: UnitNode): PositionTreeNode | null => {
    if (node.inactive) return null;
    const own = node.positions
      .filter((position) => !position.archived)
      .map((position) => ({ value: position.id, title: position.title, selectable: true }));
    const below = node.children.map(toNode).filter((child): child is PositionTreeNode => child !== null);
    const children = [...own, ...below];
    return children.length ? { value: unitKey(node.unit.id), title: node.unit.name, selectable: false, children } : null;
  };
  return buildOrgTree(units, positions)
    .map(toNode)
    .filter((node): node is PositionTreeNode => node !== null);
}

/** A position of the chart with the names of the units above it ("Sales › EMEA"). */
export function findPosition(units: Unit[], positions: Position[], id: string | null) {
  const position = id ? positions.find((candidate) => candidate.id === id && !candidate.archived) : undefined;
  if (!position) return null;
  const unit = units.find((candidate) => candidate.id === position.unit_id);
  return { position, unitPath: unit ? unitPath(units, unit) : '' };
}
