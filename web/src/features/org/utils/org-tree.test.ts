import { describe, expect, it } from 'vitest';
import type { UnitKind } from '@/lib/unit-kinds';
import type { ChartEmployee, Position, Unit } from '@/types/org';
import {
  buildOrgTree,
  chartSummary,
  employeeHref,
  expandableKeys,
  filterOrgTree,
  findUnitNode,
  moveTargets,
  nodeCount,
  unitKeys,
  unitPath,
  unitSummary,
  type UnitNode,
} from './org-tree';

const unit = (id: string, kind: UnitKind, name: string, parent_id: string | null = null, archived = false): Unit => ({
  id,
  kind,
  name,
  parent_id,
  archived,
});

const position = (id: string, unit_id: string, title: string, head_count: number, filled = 0, archived = false): Position => ({
  id,
  unit_id,
  title,
  head_count,
  filled,
  archived,
});

// Sales → (EMEA → Nordics, Americas); Engineering; positions at every level.
const units = [
  unit('eng', 'department', 'Engineering'),
  unit('sales', 'department', 'Sales'),
  unit('emea', 'division', 'EMEA', 'sales'),
  unit('amer', 'division', 'Americas', 'sales'),
  unit('nordics', 'sub_division', 'Nordics', 'emea'),
];
const positions = [
  position('p-head', 'sales', 'Head of sales', 1, 1),
  position('p-ae', 'emea', 'Account executive', 3, 1),
  position('p-sdr', 'nordics', 'Sales development rep', 2, 2),
  position('p-am', 'amer', 'Account manager', 4, 0),
  position('p-dev', 'eng', 'Rust engineer', 5, 3),
];

/** The tree as readable lines: "name filled/budget [positions]" indented by depth. */
function outline(nodes: UnitNode[], depth = 0): string[] {
  return nodes.flatMap((node) => [
    `${'  '.repeat(depth)}${node.unit.name} ${node.totals.filled}/${node.totals.headCount}${node.positions.length ? ` [${node.positions.map((p) => p.title).join(', ')}]` : ''}${node.inactive ? ' (inactive)' : ''}`,
    ...outline(node.children, depth + 1),
  ]);
}

describe('buildOrgTree', () => {
  it('nests departments, divisions and sub-divisions by name and rolls the totals up the tree', () => {
    expect(outline(buildOrgTree(units, positions))).toEqual([
      'Engineering 3/5 [Rust engineer]',
      'Sales 4/10 [Head of sales]',
      '  Americas 0/4 [Account manager]',
      '  EMEA 3/5 [Account executive]',
      '    Nordics 2/2 [Sales development rep]',
    ]);
  });

  it('leaves archived positions and archived units out of the totals, and greys everything under an archived unit', () => {
    const tree = buildOrgTree(
      [...units.filter((u) => u.id !== 'emea'), unit('emea', 'division', 'EMEA', 'sales', true)],
      [...positions, position('p-old', 'amer', 'Retired role', 7, 0, true)],
    );
    expect(outline(tree)).toEqual([
      'Engineering 3/5 [Rust engineer]',
      'Sales 1/5 [Head of sales]',
      '  Americas 0/4 [Account manager, Retired role]',
      '  EMEA 3/5 [Account executive] (inactive)',
      '    Nordics 2/2 [Sales development rep] (inactive)',
    ]);
    expect(chartSummary(tree)).toEqual({ units: 3, positions: 3, filled: 4, headCount: 10 });
  });

  it('shows a unit whose parent is missing at the top rather than losing it', () => {
    const tree = buildOrgTree([unit('emea', 'division', 'EMEA', 'gone'), unit('x', 'sub_division', 'Wrong parent kind', 'eng'), unit('eng', 'department', 'Engineering')], []);
    expect(outline(tree)).toEqual(['EMEA 0/0', 'Engineering 0/0', 'Wrong parent kind 0/0']);
  });

  it('gives an empty chart no units and zero totals', () => {
    const tree = buildOrgTree([], []);
    expect(tree).toEqual([]);
    expect(chartSummary(tree)).toEqual({ units: 0, positions: 0, filled: 0, headCount: 0 });
  });
});

describe('filterOrgTree', () => {
  const tree = buildOrgTree(units, positions);

  it('keeps the positions that match with their ancestors only, and the units their whole totals', () => {
    expect(outline(filterOrgTree(tree, 'development'))).toEqual([
      'Sales 4/10',
      '  EMEA 3/5',
      '    Nordics 2/2 [Sales development rep]',
    ]);
  });

  it('keeps a matching unit with everything under it, ignoring case and spaces around the query', () => {
    expect(outline(filterOrgTree(tree, '  emea '))).toEqual([
      'Sales 4/10',
      '  EMEA 3/5 [Account executive]',
      '    Nordics 2/2 [Sales development rep]',
    ]);
  });

  it('matches in several branches at once, and nothing when nothing matches', () => {
    expect(outline(filterOrgTree(tree, 'account'))).toEqual([
      'Sales 4/10',
      '  Americas 0/4 [Account manager]',
      '  EMEA 3/5 [Account executive]',
    ]);
    expect(filterOrgTree(tree, 'marketing')).toEqual([]);
  });

  it('keeps the tree as it is for an empty query', () => {
    expect(filterOrgTree(tree, ' ')).toBe(tree);
  });

  it('lists the kept units for expanding them', () => {
    expect(unitKeys(filterOrgTree(tree, 'development'))).toEqual(['unit:sales', 'unit:emea', 'unit:nordics']);
  });
});

const employee = (id: string, name: string, position_id: string, role: ChartEmployee['role'] = 'hiring_manager'): ChartEmployee => ({
  id,
  name,
  role,
  position_id,
});

// Who sits where today: one in each filled place of `positions`.
const employees = [
  employee('e-mia', 'Mia Wong', 'p-head', 'block_leader'),
  employee('e-ola', 'Ola Nordmann', 'p-ae'),
  employee('e-sven', 'Sven Berg', 'p-sdr'),
  employee('e-astrid', 'Astrid Lind', 'p-sdr', 'hr_executive'),
  employee('e-linus', 'Linus Torvalds', 'p-dev'),
  employee('e-grace', 'Grace Hopper', 'p-dev'),
  employee('e-ada', 'Ada Lovelace', 'p-dev'),
];

/** The tree with people: "name [position: people]" indented by depth. */
function people(nodes: UnitNode[], depth = 0): string[] {
  return nodes.flatMap((node) => [
    `${'  '.repeat(depth)}${node.unit.name}${node.positions
      .map((p) => ` [${p.title}: ${(node.employees.get(p.id) ?? []).map((e) => e.name).join(', ')}]`)
      .join('')}`,
    ...people(node.children, depth + 1),
  ]);
}

describe('buildOrgTree with employees', () => {
  it("puts each employee under their position, by name, and leaves out one whose position is not in the chart", () => {
    const tree = buildOrgTree(units, positions, [...employees, employee('e-lost', 'Lost Soul', 'p-gone')]);
    expect(people(tree)).toEqual([
      'Engineering [Rust engineer: Ada Lovelace, Grace Hopper, Linus Torvalds]',
      'Sales [Head of sales: Mia Wong]',
      '  Americas [Account manager: ]',
      '  EMEA [Account executive: Ola Nordmann]',
      '    Nordics [Sales development rep: Astrid Lind, Sven Berg]',
    ]);
    expect(tree[1].children[1].children[0].employees.get('p-sdr')?.map((e) => e.role)).toEqual(['hr_executive', 'hiring_manager']);
  });

  it('shows no one when the chart has no employees, and keeps the totals it is given', () => {
    const withPeople = buildOrgTree(units, positions, employees);
    const without = buildOrgTree(units, positions, []);
    expect(people(without)).toEqual([
      'Engineering [Rust engineer: ]',
      'Sales [Head of sales: ]',
      '  Americas [Account manager: ]',
      '  EMEA [Account executive: ]',
      '    Nordics [Sales development rep: ]',
    ]);
    expect(outline(without)).toEqual(outline(withPeople));
  });

  it('opens the units and the positions with people in them', () => {
    expect(expandableKeys(buildOrgTree(units, positions, employees))).toEqual([
      'unit:eng',
      'position:p-dev',
      'unit:sales',
      'position:p-head',
      'unit:amer',
      'unit:emea',
      'position:p-ae',
      'unit:nordics',
      'position:p-sdr',
    ]);
    expect(expandableKeys(buildOrgTree(units, positions))).toEqual(unitKeys(buildOrgTree(units, positions)));
  });

  it('sums up what is in a unit and below it, leaving archived units and positions out', () => {
    const tree = buildOrgTree(
      units,
      [...positions, position('p-old', 'emea', 'Retired role', 2, 1, true)],
      [...employees, employee('e-old', 'Old Timer', 'p-old')],
    );
    const sales = findUnitNode(tree, 'sales')!;
    expect(unitSummary(sales)).toEqual({ subUnits: 3, positions: 4, employees: 4 });
    expect(unitSummary(findUnitNode(tree, 'nordics')!)).toEqual({ subUnits: 0, positions: 1, employees: 2 });
    expect(findUnitNode(tree, 'nordics')?.unit.name).toBe('Nordics');
    expect(findUnitNode(tree, 'nope')).toBeNull();
    expect(findUnitNode(tree, null)).toBeNull();
  });

  it('counts the lines of the open tree: units, positions and people', () => {
    expect(nodeCount(buildOrgTree(units, positions, employees))).toBe(5 + 5 + 7);
    expect(nodeCount(buildOrgTree(units, positions, []))).toBe(10);
    expect(nodeCount(filterOrgTree(buildOrgTree(units, positions, employees), 'sven'))).toBe(3 + 1 + 1);
  });

  it('links a person to the employees screen focused on them', () => {
    expect(employeeHref('e-ada')).toBe('/employees?employee=e-ada');
  });
});

describe('filterOrgTree finds people', () => {
  const tree = buildOrgTree(units, positions, employees);

  it('keeps a person who matches, their position with the people who match only, and the ancestors', () => {
    expect(people(filterOrgTree(tree, 'sven'))).toEqual(['Sales', '  EMEA', '    Nordics [Sales development rep: Sven Berg]']);
    expect(outline(filterOrgTree(tree, 'sven'))).toEqual(['Sales 4/10', '  EMEA 3/5', '    Nordics 2/2 [Sales development rep]']);
    expect(expandableKeys(filterOrgTree(tree, 'sven'))).toEqual(['unit:sales', 'unit:emea', 'unit:nordics', 'position:p-sdr']);
  });

  it('matches parts of names in several places at once, ignoring case', () => {
    expect(people(filterOrgTree(tree, ' LIN'))).toEqual([
      'Engineering [Rust engineer: Linus Torvalds]',
      'Sales',
      '  EMEA',
      '    Nordics [Sales development rep: Astrid Lind]',
    ]);
  });

  it('keeps everyone in a position or unit whose name matches', () => {
    expect(people(filterOrgTree(tree, 'rust'))).toEqual(['Engineering [Rust engineer: Ada Lovelace, Grace Hopper, Linus Torvalds]']);
    expect(people(filterOrgTree(tree, 'nordics'))).toEqual(['Sales', '  EMEA', '    Nordics [Sales development rep: Astrid Lind, Sven Berg]']);
  });

  it('finds no one when the chart has no people', () => {
    expect(filterOrgTree(buildOrgTree(units, positions, []), 'sven')).toEqual([]);
  });
});

describe('moveTargets', () => {
  const withArchived = [...units, unit('old', 'department', 'Old', null, true), unit('legacy', 'division', 'Legacy', 'old')];

  it('offers a division the other live departments', () => {
    expect(moveTargets(withArchived, units[2]).map((u) => u.name)).toEqual(['Engineering']);
  });

  it('offers a sub-division the other divisions that are not under an archived unit', () => {
    expect(moveTargets(withArchived, units[4]).map((u) => unitPath(withArchived, u))).toEqual(['Sales › Americas']);
  });

  it('offers a department nothing', () => {
    expect(moveTargets(withArchived, units[0])).toEqual([]);
  });
});
