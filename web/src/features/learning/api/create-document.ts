import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateLearning } from './keys';

export type CreateDocumentInput = { file: File; title: string; topic?: string | null };

/** Uploads a document (PDF, DOCX or TXT): its text is read and cut into passages. */
export const createDocument = ({ file, title, topic }: CreateDocumentInput) => {
  const form = new FormData();
  form.append('title', title);
  if (topic) form.append('topic', topic);
  form.append('file', file, file.name);
  return api.POST('/api/learning/documents/', { body: form });
};

export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocument,
    onSuccess: () => invalidateLearning(queryClient),
    // The form shows a refusal itself, above its fields.
    meta: { successMessage: 'learning.documents.messages.created', silent: true },
  });
}
