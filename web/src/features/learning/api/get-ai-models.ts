import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { learningKeys } from './keys';

/** The models a teacher may answer with: the built-in one, or the configured AI model. */
export const getAiModels = () => api.GET('/api/learning/ai-models/');

export const getAiModelsQueryOptions = () => queryOptions({ queryKey: learningKeys.models, queryFn: getAiModels, staleTime: Infinity });

export function useAiModels({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAiModelsQueryOptions(), enabled });
}
