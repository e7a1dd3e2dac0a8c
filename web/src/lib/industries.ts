import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from './api';
import { queryKeys } from './query-keys';

// Shared: the company profile form picks from it and Browse companies filters by it.
export const getIndustries = () => api.GET('/api/accounts/industries');

export const getIndustriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.industries, queryFn: getIndustries, staleTime: Infinity });

export function useIndustries() {
  return useQuery(getIndustriesQueryOptions());
}

/**
 * Names an industry in the current language. The API stores and lists industries as keys
 * ("technology") with no names of their own; a key the app has no name for reads as stored.
 */
export function useIndustryName(): (industry: string) => string {
  const { t } = useTranslation();
  return useCallback((industry: string) => t(`lists.industries.${industry}`, { defaultValue: industry }), [t]);
}

/** The industries as a select's options, named in the current language. */
export function useIndustryOptions() {
  const industries = useIndustries();
  const name = useIndustryName();
  const options = useMemo(() => (industries.data ?? []).map((value) => ({ value, label: name(value) })), [industries.data, name]);
  return { options, loading: industries.isPending };
}
