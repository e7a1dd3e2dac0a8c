import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { learningKeys } from './keys';

export const getDocument = (id: string) => api.GET('/api/learning/documents/{id}/', { path: { id } });

export const getDocumentQueryOptions = (id: string) =>
  // The edit screen shows a missing document itself.
  queryOptions({ queryKey: learningKeys.document(id), queryFn: () => getDocument(id), meta: { silent: true } });

export function useDocument(id: string) {
  return useQuery(getDocumentQueryOptions(id));
}
