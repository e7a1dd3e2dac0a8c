import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { learningKeys } from './keys';

/** The company's teachers, sorted by name (the company and its employees read them). */
export const getAiTeachers = () => api.GET('/api/learning/all-ai-teachers/');

export const getAiTeachersQueryOptions = () => queryOptions({ queryKey: learningKeys.teachers, queryFn: getAiTeachers });

export function useAiTeachers() {
  return useQuery(getAiTeachersQueryOptions());
}
