import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { learningKeys } from './keys';

export const getAiTeacher = (id: string) => api.GET('/api/learning/ai-teacher/{id}/', { path: { id } });

export const getAiTeacherQueryOptions = (id: string) =>
  // The conversation screen shows a missing teacher itself.
  queryOptions({ queryKey: learningKeys.teacher(id), queryFn: () => getAiTeacher(id), meta: { silent: true } });

export function useAiTeacher(id: string) {
  return useQuery(getAiTeacherQueryOptions(id));
}
