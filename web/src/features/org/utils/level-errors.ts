import { ApiError } from '@/lib/api-client';

/**
 * A refused rating scale's field codes by level: the server names a level's field `labels[1]`
 * (the form holds it at ['labels', 1]); a code on `labels` itself goes on the first level.
 */
export function levelFieldErrors(error: unknown): Array<{ index: number; codes: string[] }> {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fields).flatMap(([field, codes]) => {
    const match = /^labels(?:\[(\d)\])?$/.exec(field);
    if (!match) return [];
    return [{ index: match[1] === undefined ? 0 : Number(match[1]), codes }];
  });
}
