import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { ReportSettings } from '@/types/reports';

const settingsKey = [...queryKeys.reports.all, 'settings'] as const;

/** The company's report settings: the days after an interview its evaluation counts as on time. */
export const getReportSettings = () => api.GET('/api/reports/settings/');

export function useReportSettings({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: settingsKey, queryFn: getReportSettings, enabled, meta: { silent: true } });
}

/** The company account's change; the interviewers report counts by it from then on, for any period. */
export const updateReportSettings = (settings: ReportSettings) => api.PUT('/api/reports/settings/', { body: settings });

export function useUpdateReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
    meta: { successMessage: 'reports.interviewers.defaultSaved' },
  });
}
