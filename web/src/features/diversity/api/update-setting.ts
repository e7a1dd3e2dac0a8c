import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SelfIdentificationSetting } from '@/types/diversity';
import { diversityKeys } from './keys';

/** Applies to the questionnaires of every application of the company's from now on, earlier ones too. */
export const updateDiversitySetting = (setting: SelfIdentificationSetting) => api.PUT('/api/diversity/setting/', { body: setting });

export function useUpdateDiversitySetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiversitySetting,
    onSuccess: (saved) => queryClient.setQueryData(diversityKeys.setting, saved),
    meta: { successMessage: 'diversity.setting.saved' },
  });
}
