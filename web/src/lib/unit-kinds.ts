/**
 * The kinds of org unit, top down (docs/api-org-contract.md): a department holds divisions, a
 * division sub-divisions. The API sends a unit's `kind` as a string; the screens that place a
 * unit by its kind check it with `isUnitKind`.
 */
export const unitKinds = ['department', 'division', 'sub_division'] as const;
export type UnitKind = (typeof unitKinds)[number];

export const isUnitKind = (kind: string): kind is UnitKind => (unitKinds as readonly string[]).includes(kind);
