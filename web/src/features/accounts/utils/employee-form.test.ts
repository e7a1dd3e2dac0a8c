import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Employee } from '@/types/api';
import { employeeChanges } from './employee-changes';
import { positionChoices } from './position-choices';

const placed: Employee = {
  id: 'e-1',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@acme.io',
  role: 'hiring_manager',
  status: 'active',
  invited: false,
  position_id: 'p-1',
  position_title: 'Engineer',
  unit_id: 'u-1',
  unit_name: 'Platform',
  hired_on: '2024-03-01',
  signed_off_on: null,
  created_at: '2024-01-01T00:00:00Z',
};

describe('employeeChanges', () => {
  it('given nothing changed, sends nothing', () => {
    expect(employeeChanges(placed, { role: 'hiring_manager', position_id: 'p-1', hired_on: dayjs('2024-03-01') })).toEqual({});
  });

  it('given the position and hired date cleared, sends both as null', () => {
    expect(employeeChanges(placed, { role: 'hiring_manager', position_id: undefined, hired_on: null })).toEqual({
      position_id: null,
      hired_on: null,
    });
  });

  it('given a new role, position and day, sends them as the API takes them', () => {
    expect(employeeChanges(placed, { role: 'block_leader', position_id: 'p-2', hired_on: dayjs('2025-12-31') })).toEqual({
      role: 'block_leader',
      position_id: 'p-2',
      hired_on: '2025-12-31',
    });
  });
});

describe('positionChoices', () => {
  it('offers the open positions as "unit — title", leaving out archived ones and those of archived units, by label', () => {
    const choices = positionChoices({
      at: null,
      employees: [],
      units: [
        { id: 'u-ops', kind: 'department', name: 'Operations', parent_id: null, archived: false },
        { id: 'u-old', kind: 'department', name: 'Legacy', parent_id: null, archived: true },
        { id: 'u-eng', kind: 'department', name: 'Engineering', parent_id: null, archived: false },
      ],
      positions: [
        { id: 'p-ops', unit_id: 'u-ops', title: 'Planner', head_count: 1, filled: 0, archived: false },
        { id: 'p-old', unit_id: 'u-old', title: 'Operator', head_count: 1, filled: 0, archived: false },
        { id: 'p-gone', unit_id: 'u-eng', title: 'Webmaster', head_count: 1, filled: 0, archived: true },
        { id: 'p-eng', unit_id: 'u-eng', title: 'Engineer', head_count: 2, filled: 1, archived: false },
      ],
    });
    expect(choices).toEqual([
      { value: 'p-eng', label: 'Engineering — Engineer' },
      { value: 'p-ops', label: 'Operations — Planner' },
    ]);
  });
});
