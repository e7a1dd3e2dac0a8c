import { competencyCategories } from './lists';

export type CategoryGroup<T> = { category: number; items: T[] };

/**
 * Competencies grouped by the spec's categories, in the list's order (1 Personal Attributes …
 * 9 Company Values), each group by name; categories without any are left out. A category the
 * list does not know yet comes last rather than being lost.
 */
export function groupByCategory<T extends { category: number; name: string }>(items: readonly T[]): CategoryGroup<T>[] {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  const known: readonly number[] = competencyCategories;
  const order = (category: number) => (known.includes(category) ? known.indexOf(category) : known.length + category);
  return [...groups.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([category, members]) => ({ category, items: [...members].sort((a, b) => a.name.localeCompare(b.name)) }));
}
