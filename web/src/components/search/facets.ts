export type FacetOption<V extends string | number> = { value: V; label: string; count: number };

/**
 * Options of a filter with the hits of each value: `known` values first in their order (with 0
 * when the facet has none), then the facet's other values by hits. A chosen value always stays
 * available, so it can be seen and cleared.
 */
export function facetOptions<V extends string | number>(
  counts: Record<string, number> | undefined,
  { known = [], labelOf = String, chosen = [] }: { known?: readonly V[]; labelOf?: (value: V) => string; chosen?: readonly V[] } = {},
): FacetOption<V>[] {
  const hits = counts ?? {};
  const seen = new Set(known.map(String));
  const parse = (key: string) => (typeof known[0] === 'number' ? Number(key) : key) as V;
  const extra = Object.entries(hits)
    .filter(([key]) => !seen.has(key))
    .sort(([a, left], [b, right]) => right - left || a.localeCompare(b))
    .map(([key]) => parse(key));
  const values = [...known, ...extra];
  for (const value of chosen) if (!values.some((candidate) => String(candidate) === String(value))) values.push(value);
  return values.map((value) => ({ value, label: labelOf(value), count: hits[String(value)] ?? 0 }));
}
