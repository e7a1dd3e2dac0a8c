import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { LearningDocument } from '@/types/learning';
import { documentsPath, learningKeys } from './keys';

/** The company's documents, newest first. */
export const getDocuments = () => api.get<LearningDocument[]>(documentsPath);

export const getDocumentsQueryOptions = () => queryOptions({ queryKey: learningKeys.documents, queryFn: getDocuments });

export function useDocuments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDocumentsQueryOptions(), enabled });
}
