import { ApiError } from '@/lib/api-client';

/**
 * A refused rating scale's field codes by level: the server names a level's field `labels[1]`
 * (the form holds it at ['labels', 1]); a code on `labels` itself (too few or too many levels)
 * is on the whole scale (index null).
 */
export function levelFieldErrors(error: unknown): Array<{ index: number | null; codes: string[] }> {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fields).flatMap(([field, codes]) => {
    const match = /^labels(?:\[(\d+)\])?$/.exec(field);
    if (!match) return [];
    return [{ index: match[1] === undefined ? null : Number(match[1]), codes }];
  });
}
