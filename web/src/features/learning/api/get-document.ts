import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { LearningDocument } from '@/types/learning';
import { documentPath, learningKeys } from './keys';

export const getDocument = (id: string) => api.get<LearningDocument>(documentPath(id));

export const getDocumentQueryOptions = (id: string) =>
  // The edit screen shows a missing document itself.
  queryOptions({ queryKey: learningKeys.document(id), queryFn: () => getDocument(id), meta: { silent: true } });

export function useDocument(id: string) {
  return useQuery(getDocumentQueryOptions(id));
}
