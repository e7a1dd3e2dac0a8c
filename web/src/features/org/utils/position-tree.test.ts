import { describe, expect, it } from 'vitest';
import type { Position, Unit } from '@/types/org';
import { findPosition, positionTree } from './position-tree';

const unit = (id: string, kind: Unit['kind'], parent_id: string | null, archived = false): Unit => ({ id, kind, name: id, parent_id, archived });
const position = (id: string, unit_id: string, archived = false): Position => ({ id, unit_id, title: id, head_count: 1, filled: 0, archived });

describe('positionTree', () => {
  it('nests positions under their units, which cannot be picked, and drops units without positions', () => {
    const units = [unit('Sales', 'department', null), unit('EMEA', 'division', 'Sales'), unit('Empty', 'department', null)];
    const positions = [position('AE', 'EMEA'), position('Head', 'Sales'), position('Old', 'Sales', true)];
    expect(positionTree(units, positions)).toEqual([
      {
        value: 'unit:Sales',
        title: 'Sales',
        selectable: false,
        children: [
          { value: 'Head', title: 'Head', selectable: true },
          { value: 'unit:EMEA', title: 'EMEA', selectable: false, children: [{ value: 'AE', title: 'AE', selectable: true }] },
        ],
      },
    ]);
  });

  it('finds a position with the units above it, but not an archived one', () => {
    const units = [unit('Sales', 'department', null), unit('EMEA', 'division', 'Sales')];
    const positions = [position('AE', 'EMEA'), position('Old', 'EMEA', true)];
    expect(findPosition(units, positions, 'AE')).toEqual({ position: positions[0], unitPath: 'Sales › EMEA' });
    expect(findPosition(units, positions, 'Old')).toBeNull();
    expect(findPosition(units, positions, null)).toBeNull();
  });
});
