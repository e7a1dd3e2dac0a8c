import { api } from '@/lib/api';

/** A new file for the document: its text is read again. */
export const replaceDocumentFile = ({ id, file }: { id: string; file: File }) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.PUT('/api/learning/documents/{id}/file/', { path: { id }, body: form });
};
