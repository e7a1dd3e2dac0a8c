import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { learningKeys } from './keys';

/** The company's documents, newest first. */
export const getDocuments = () => api.GET('/api/learning/documents/');

export const getDocumentsQueryOptions = () => queryOptions({ queryKey: learningKeys.documents, queryFn: getDocuments });

export function useDocuments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDocumentsQueryOptions(), enabled });
}
