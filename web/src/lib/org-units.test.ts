import { describe, expect, it } from 'vitest';
import type { Unit } from '@/types/org';
import { orgUnitTree, type OrgUnitNode } from './org-units';

const unit = (id: string, name: string, parent_id: string | null, archived = false): Unit => ({ id, kind: 'department', name, parent_id, archived });
const outline = (nodes: OrgUnitNode[]): string[] => nodes.map((node) => (node.children.length ? `${node.title} > ${outline(node.children).join(', ')}` : node.title));

describe('orgUnitTree', () => {
  it('given flat units, when built, then nests them by parent and sorts each level by name', () => {
    const units = [unit('s', 'Sales', null), unit('w', 'West', 's'), unit('e', 'East', 's'), unit('g', 'Engineering', null)];
    expect(outline(orgUnitTree(units))).toEqual(['Engineering', 'Sales > East, West']);
  });

  it('given an archived unit, when built, then leaves it out with what is under it', () => {
    const units = [unit('s', 'Sales', null, true), unit('w', 'West', 's'), unit('g', 'Engineering', null)];
    expect(outline(orgUnitTree(units))).toEqual(['Engineering']);
  });

  it('given a unit whose parent is not listed, when built, then shows it at the top', () => {
    expect(outline(orgUnitTree([unit('w', 'West', 'gone')]))).toEqual(['West']);
  });
});
