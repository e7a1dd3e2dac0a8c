/**
 * How a search screen keeps its state in the URL: `text` and `number` are single values,
 * `list` is comma-separated (as the search APIs take it), `flag` is `true` or absent.
 */
export type SearchSchema = Record<string, 'text' | 'number' | 'list' | 'flag'>;

type ValueOf<Kind> = Kind extends 'number' ? number : Kind extends 'list' ? string[] : Kind extends 'flag' ? boolean : string;

export type SearchState<S extends SearchSchema> = { [K in keyof S]?: ValueOf<S[K]> } & { page: number };

export type SearchChanges<S extends SearchSchema> = { [K in keyof S]?: ValueOf<S[K]> | null } & { page?: number };

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The search state in `params`; values that do not parse are left out, the page is at least 1. */
export function readSearch<S extends SearchSchema>(params: URLSearchParams, schema: S): SearchState<S> {
  const state: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(schema)) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    if (kind === 'number') {
      const number = Number(raw);
      if (Number.isFinite(number)) state[key] = number;
    } else if (kind === 'list') {
      const list = splitList(raw);
      if (list.length) state[key] = list;
    } else if (kind === 'flag') {
      if (raw === 'true') state[key] = true;
    } else {
      state[key] = raw;
    }
  }
  const page = Math.floor(Number(params.get('page')));
  return { ...state, page: Number.isFinite(page) && page > 1 ? page : 1 } as SearchState<S>;
}

/**
 * `params` with `changes` applied: an empty value removes its key, and any change of the
 * search itself goes back to the first page. Keys outside the schema (a tab) are kept.
 */
export function updateSearch<S extends SearchSchema>(params: URLSearchParams, schema: S, changes: SearchChanges<S>): URLSearchParams {
  const next = new URLSearchParams(params);
  let searchChanged = false;
  for (const [key, value] of Object.entries(changes)) {
    if (key === 'page' || !(key in schema)) continue;
    searchChanged = true;
    const text = Array.isArray(value) ? value.join(',') : value === false ? '' : value === null || value === undefined ? '' : String(value);
    if (text.trim()) next.set(key, text.trim());
    else next.delete(key);
  }
  const page = searchChanged ? 1 : (changes.page ?? readSearch(params, schema).page);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** The search state as a typed call's `query`: lists comma-separated, flags only when set. */
export function searchToQuery<S extends SearchSchema>(state: SearchState<S>): Record<string, string | number | boolean | undefined> {
  const query: Record<string, string | number | boolean | undefined> = {};
  for (const [key, value] of Object.entries(state)) {
    if (Array.isArray(value)) query[key] = value.length ? value.join(',') : undefined;
    else if (value === false) query[key] = undefined;
    else query[key] = value as string | number | boolean | undefined;
  }
  return query;
}
