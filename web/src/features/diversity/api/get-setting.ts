import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { diversityKeys } from './keys';

/** Whether the company asks its applicants the optional self-identification questions (the company account only). */
export const getDiversitySetting = () => api.GET('/api/diversity/setting/');

export function useDiversitySetting() {
  // The card shows a failure itself.
  return useQuery({ queryKey: diversityKeys.setting, queryFn: getDiversitySetting, meta: { silent: true } });
}
