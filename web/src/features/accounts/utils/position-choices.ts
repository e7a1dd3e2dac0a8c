import type { Chart } from '@/types/org';

export type PositionChoice = { value: string; label: string };

/** "unit name — position title" for every position that is open for placing: neither it nor its unit archived. */
export function positionChoices(chart: Chart): PositionChoice[] {
  const units = new Map(chart.units.filter((unit) => !unit.archived).map((unit) => [unit.id, unit.name]));
  return chart.positions
    .filter((position) => !position.archived && units.has(position.unit_id))
    .map((position) => ({ value: position.id, label: positionLabel(units.get(position.unit_id), position.title) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export const positionLabel = (unitName: string | null | undefined, title: string) => (unitName ? `${unitName} — ${title}` : title);
