import { describe, expect, it } from 'vitest';
import type { Unit } from '@/types/org';
import { unitTree, type UnitTreeNode } from './unit-tree';

const unit = (id: string, kind: Unit['kind'], name: string, parent_id: string | null, archived = false): Unit => ({
  id,
  kind,
  name,
  parent_id,
  archived,
});

/** The tree as readable lines: "name" or "name > child, child". */
const outline = (nodes: UnitTreeNode[]): string[] =>
  nodes.map((node) => (node.children.length ? `${node.title} > ${outline(node.children).join(', ')}` : node.title));

describe('unitTree', () => {
  it('given flat units, when built, then nests them by parent_id and sorts each level by name', () => {
    const units = [
      unit('u-sales', 'department', 'Sales', null),
      unit('u-west', 'division', 'West', 'u-sales'),
      unit('u-east', 'division', 'East', 'u-sales'),
      unit('u-retail', 'sub_division', 'Retail', 'u-east'),
      unit('u-eng', 'department', 'Engineering', null),
    ];
    expect(outline(unitTree(units))).toEqual(['Engineering', 'Sales > East > Retail, West']);
  });

  it('given archived units, when built, then leaves them out with everything under them', () => {
    const units = [
      unit('u-sales', 'department', 'Sales', null),
      unit('u-old', 'division', 'Old', 'u-sales', true),
      unit('u-under-old', 'sub_division', 'Under old', 'u-old'),
      unit('u-gone', 'department', 'Gone', null, true),
    ];
    expect(outline(unitTree(units))).toEqual(['Sales']);
  });

  it('given a unit whose parent is not in the list, when built, then shows it at the top', () => {
    expect(outline(unitTree([unit('u-lost', 'division', 'Lost', 'u-missing')]))).toEqual(['Lost']);
  });
});
