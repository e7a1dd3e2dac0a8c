import type { TFunction } from 'i18next';
import type { DelegateGrant } from '@/types/delegates';

/** What a grant opens, as a tag reads it: the unit's name (or that it was deleted), or the job. */
export function grantName(t: TFunction, grant: DelegateGrant): string {
  if (grant.job_id != null) return t('delegates.jobGrant', { title: grant.job_title ?? '' });
  const name = grant.unit_name ?? t('delegates.deletedUnit');
  return grant.unit_archived ? `${name} (${t('delegates.archived')})` : name;
}

/** The kind of what a grant opens: department, division, sub-division or job; null for a deleted unit. */
export function grantKind(t: TFunction, grant: DelegateGrant): string | null {
  if (grant.job_id != null) return t('delegates.kinds.job');
  return grant.unit_kind ? t(`delegates.kinds.${grant.unit_kind}`) : null;
}

/** The units a delegate holds already (the picker does not offer them again). */
export const grantedUnitIds = (grants: readonly DelegateGrant[]): Set<string> =>
  new Set(grants.flatMap((grant) => (grant.unit_id != null ? [grant.unit_id] : [])));
