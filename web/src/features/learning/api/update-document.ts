import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateLearning, learningKeys } from './keys';
import { replaceDocumentFile } from './replace-document-file';

/** `topic: null` clears the topic. */
export type UpdateDocumentInput = { id: string } & Schema<'DocumentChange'>;

export const updateDocument = ({ id, ...body }: UpdateDocumentInput) => api.PATCH('/api/learning/documents/{id}/', { path: { id }, body });

/** The edit screen's save: the title and topic, then the new file if one was picked. */
export const saveDocument = async ({ file, ...input }: UpdateDocumentInput & { file?: File | null }) => {
  const saved = await updateDocument(input);
  return file ? replaceDocumentFile({ id: input.id, file }) : saved;
};

export function useSaveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDocument,
    onSuccess: (document) => {
      queryClient.setQueryData(learningKeys.document(document.id), document);
      return invalidateLearning(queryClient);
    },
    // The form shows a refusal itself, above its fields.
    meta: { successMessage: 'learning.documents.messages.saved', silent: true },
  });
}
