import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateLearning } from './keys';

/**
 * Without `confirm`, a document that teachers use is refused (409 `document_in_use`, the teachers
 * in `details.teachers`); with it, it is deleted and taken off those teachers.
 */
export type DeleteDocumentInput = { id: string; confirm?: boolean };

export const deleteDocument = ({ id, confirm }: DeleteDocumentInput) =>
  api.DELETE('/api/learning/documents/{id}/', { path: { id }, query: { confirm: confirm ? true : undefined } });

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => invalidateLearning(queryClient),
    // The delete dialog tells a refusal itself (an in-use document lists its teachers).
    meta: { successMessage: 'learning.documents.messages.deleted', silent: true },
  });
}
