import type { UnitKind } from '@/lib/unit-kinds';
import type { Position, Unit } from '@/types/org';
import { childKind } from './org-tree';

/** What can be done to the structure from the chart; each opens a dialog or asks the server. */
export type OrgAction =
  | { type: 'addUnit'; kind: UnitKind; parent?: Unit }
  | { type: 'addPosition' | 'renameUnit' | 'moveUnit' | 'archiveUnit' | 'restoreUnit' | 'deleteUnit'; unit: Unit }
  | { type: 'editPosition' | 'archivePosition' | 'restorePosition' | 'deletePosition'; position: Position };

export type UnitActionName = 'addChild' | 'addPosition' | 'rename' | 'move' | 'archive' | 'restore' | 'delete';
export type PositionActionName = 'edit' | 'archive' | 'restore' | 'delete';

/**
 * The actions a unit offers, as the server allows them: an archived unit can only be restored
 * or deleted; a sub-division has no children; a department has no parent to move to.
 */
export function unitActionNames(unit: Unit): UnitActionName[] {
  if (unit.archived) return ['restore', 'delete'];
  return [
    ...(childKind(unit.kind) ? (['addChild'] as const) : []),
    'addPosition',
    'rename',
    ...(unit.kind === 'department' ? [] : (['move'] as const)),
    'archive',
    'delete',
  ];
}

export function positionActionNames(position: Position): PositionActionName[] {
  return position.archived ? ['restore', 'delete'] : ['edit', 'archive', 'delete'];
}

/** The action a unit's menu entry stands for. */
export function unitAction(name: UnitActionName, unit: Unit): OrgAction {
  switch (name) {
    case 'addChild':
      return { type: 'addUnit', kind: childKind(unit.kind) ?? 'division', parent: unit };
    case 'addPosition':
      return { type: 'addPosition', unit };
    case 'rename':
      return { type: 'renameUnit', unit };
    case 'move':
      return { type: 'moveUnit', unit };
    case 'archive':
      return { type: 'archiveUnit', unit };
    case 'restore':
      return { type: 'restoreUnit', unit };
    case 'delete':
      return { type: 'deleteUnit', unit };
  }
}

export function positionAction(name: PositionActionName, position: Position): OrgAction {
  switch (name) {
    case 'edit':
      return { type: 'editPosition', position };
    case 'archive':
      return { type: 'archivePosition', position };
    case 'restore':
      return { type: 'restorePosition', position };
    case 'delete':
      return { type: 'deletePosition', position };
  }
}
