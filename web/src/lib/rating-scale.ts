import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from './api';
import { useLists } from './lists';
import { queryKeys } from './query-keys';

// Shared: the competency model names required levels on it, and jobs show their competencies
// with them (docs/api-org-contract.md, rating scale).
export const getRatingScale = () => api.GET('/api/org/rating-scale');

export const getRatingScaleQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.ratingScale,
    queryFn: getRatingScale,
    // Without it the levels read by the app's own names.
    meta: { silent: true },
  });

export function useRatingScale({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRatingScaleQueryOptions(), enabled });
}

/**
 * The names of the company's levels, lowest first, one per level of its scale: its `labels`
 * where it picked a scale (a blank one reads as `generic(level)`), otherwise `defaults`, the
 * app's own names of the five levels in the current language.
 */
export function levelNames(
  labels: readonly string[] | null | undefined,
  defaults: readonly string[],
  generic: (level: number) => string = String,
): string[] {
  return labels ? labels.map((label, index) => label.trim() || generic(index + 1)) : [...defaults];
}

/** "3 · Proficient": a level with its name, as pickers and lists show it. */
export const levelLabel = (level: number, names: readonly string[]) =>
  names[level - 1] ? `${level} · ${names[level - 1]}` : String(level);

/**
 * The names of the company's rating levels in the current language (see `levelNames`): as many
 * as its scale has levels, so `names.length` is the highest level.
 */
export function useLevelNames({ enabled = true }: { enabled?: boolean } = {}) {
  const { t } = useTranslation();
  const scale = useRatingScale({ enabled });
  const lists = useLists();
  const labels = scale.data?.labels ?? null;
  const names = useMemo(
    () =>
      levelNames(
        labels,
        lists.ratingLevels.map((option) => option.label),
        (level) => t('org.competencyModel.scale.level', { level }),
      ),
    [labels, lists, t],
  );
  return { names, labels, isPending: enabled && scale.isPending };
}
