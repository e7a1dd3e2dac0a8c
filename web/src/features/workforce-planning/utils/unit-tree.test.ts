import { describe, expect, it } from 'vitest';
import type { PlanLine, PlanUnitTotals } from '@/types/workforce-planning';
import { buildUnitTree, linesInUnit, unitAndBelow, unitOptions } from './unit-tree';

const figures = { budget: 0, out_of_budget: 0, updated_budget: 0, staff: 0, open_requisitions: 0, vacancy: 0, over_budget: 0 };
const unit = (id: string, kind: PlanUnitTotals['kind'], parent_id: string | null = null): PlanUnitTotals => ({ id, kind, name: id, parent_id, ...figures });
const line = (position_id: string, unit_id: string) => ({ position_id, unit_id }) as PlanLine;

// Sales → EMEA → Nordics; Sales → Americas; Support.
const units = [
  unit('Sales', 'department'),
  unit('EMEA', 'division', 'Sales'),
  unit('Nordics', 'sub_division', 'EMEA'),
  unit('Americas', 'division', 'Sales'),
  unit('Support', 'department'),
];

describe('buildUnitTree', () => {
  it('nests units under their parents in the given order, and gives a unit without units under it no children', () => {
    const tree = buildUnitTree(units);
    const shape = (nodes: ReturnType<typeof buildUnitTree>): unknown[] =>
      nodes.map((node) => (node.children ? { [node.id]: shape(node.children) } : node.id));
    expect(shape(tree)).toEqual([{ Sales: [{ EMEA: ['Nordics'] }, 'Americas'] }, 'Support']);
    expect(tree[1]).not.toHaveProperty('children');
    expect(tree[0].key).toBe('Sales');
  });

  it('given a unit whose parent is not in the list, shows it at the top rather than losing it', () => {
    expect(buildUnitTree([unit('Orphan', 'division', 'gone'), unit('Sales', 'department')]).map((node) => node.id)).toEqual(['Orphan', 'Sales']);
  });

  it('given units that name each other as parents, shows each once', () => {
    const tree = buildUnitTree([unit('A', 'division', 'B'), unit('B', 'division', 'A'), unit('Self', 'department', 'Self')]);
    expect(tree.map((node) => node.id)).toEqual(['Self']);
  });
});

describe('unitAndBelow', () => {
  it('gives the unit and every unit under it, at any depth', () => {
    expect([...unitAndBelow(units, 'Sales')].sort()).toEqual(['Americas', 'EMEA', 'Nordics', 'Sales']);
    expect([...unitAndBelow(units, 'Support')]).toEqual(['Support']);
  });
});

describe('linesInUnit', () => {
  const lines = [line('ae', 'EMEA'), line('nordic-ae', 'Nordics'), line('agent', 'Support'), line('head', 'Sales')];

  it('given a unit, keeps the lines of its positions and of the units under it', () => {
    expect(linesInUnit(lines, units, 'EMEA').map((kept) => kept.position_id)).toEqual(['ae', 'nordic-ae']);
  });

  it('given no unit, keeps every line', () => {
    expect(linesInUnit(lines, units, undefined)).toEqual(lines);
  });
});

describe('unitOptions', () => {
  it('lists the units in tree order with their depth', () => {
    expect(unitOptions(units)).toEqual([
      { value: 'Sales', label: 'Sales', depth: 0 },
      { value: 'EMEA', label: 'EMEA', depth: 1 },
      { value: 'Nordics', label: 'Nordics', depth: 2 },
      { value: 'Americas', label: 'Americas', depth: 1 },
      { value: 'Support', label: 'Support', depth: 0 },
    ]);
  });
});
