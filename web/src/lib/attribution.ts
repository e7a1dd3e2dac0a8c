import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import type { Attribution, Source } from '@/types/jobs';

/**
 * Where an application came from is the applicant's browser's word (docs/decisions.md, "Sources
 * are the applicant's browser's word"): the address the visitor landed on says it, and this
 * browser session remembers it until they apply, whatever sign-in or sign-up comes between.
 */

/** The channels, in the order the screens list them. */
export const sources = ['job_search', 'careers_page', 'job_board', 'direct'] as const satisfies readonly Source[];

export function isSource(value: unknown): value is Source {
  return sources.includes(value as Source);
}

/** The `?utm_*` parameters a campaign's link carries, kept as they are. */
const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The API refuses a longer text rather than cutting it; a link's over-long tag is cut here so the application still goes. */
const MAX_CHARS = 100;

const STORAGE_KEY = 'hire.attribution';

/** What the session keeps: the first attribution a landing's address carried, and the jobs whose page was landed on from outside. */
type Kept = { attribution?: Attribution; landedOnJobs: string[] };

/** A text of the address as the API takes it: trimmed, at most 100 characters (not UTF-16 units); none when empty. */
function clip(value: string | null): string | undefined {
  const text = value?.trim();
  return text ? Array.from(text).slice(0, MAX_CHARS).join('').trim() : undefined;
}

/**
 * What an address's query says of the visitor's way here: `?source=` names a channel, or else the
 * job board whose feed linked here (`?source=indeed`); the `utm_*` come along. Campaign tags alone
 * say the visitor came from outside but not through which board, so none is guessed: `direct`.
 * Null when the address says nothing.
 */
export function attributionFromQuery(params: URLSearchParams): Attribution | null {
  const named = clip(params.get('source'));
  const utm: Partial<Record<(typeof utmKeys)[number], string>> = {};
  for (const key of utmKeys) {
    const value = clip(params.get(key));
    if (value) utm[key] = value;
  }
  if (named === undefined) return Object.keys(utm).length > 0 ? { source: 'direct', ...utm } : null;
  return isSource(named) ? { source: named, ...utm } : { source: 'job_board', board: named, ...utm };
}

// A browser refusing site data throws on sessionStorage: nothing is kept then, and applying still works.
function read(): Kept {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Kept | null;
    return kept && Array.isArray(kept.landedOnJobs) ? kept : { landedOnJobs: [] };
  } catch {
    return { landedOnJobs: [] };
  }
}

function write(kept: Kept) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Not kept: see `read`.
  }
}

/**
 * Takes note of a page load from outside the app, before it routes anything (a visitor without
 * a session is sent to sign in at once, the address only in `redirectTo`). The first attribution
 * of the session wins; a later tagged landing does not overwrite it. A reload or a step back in
 * history is no new landing (`returning`): a job reached through the search and reloaded stays
 * reached through the search.
 */
export function captureLanding(location: { pathname: string; search: string }, { returning = false }: { returning?: boolean } = {}) {
  if (returning) return;
  const kept = read();
  const attribution = kept.attribution ?? attributionFromQuery(new URLSearchParams(location.search)) ?? undefined;
  const job = matchPath(paths.job.path, location.pathname)?.params.id;
  const landedOnJobs = job && !kept.landedOnJobs.includes(job) ? [...kept.landedOnJobs, job] : kept.landedOnJobs;
  write({ attribution, landedOnJobs });
}

/**
 * What an application to `jobId` says of where it came from: the session's attribution; without
 * one, `direct` for a job whose page the visitor landed on from outside, and `job_search` for a
 * job reached inside the app (its search, lists and dashboards).
 */
export function attributionFor(jobId: string): Attribution {
  const kept = read();
  return kept.attribution ?? { source: kept.landedOnJobs.includes(jobId) ? 'direct' : 'job_search' };
}
