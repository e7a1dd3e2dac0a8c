import { api } from '@/lib/api';
import type { LearningDocument } from '@/types/learning';
import { documentPath } from './keys';

/** A new file for the document: its text is read again. */
export const replaceDocumentFile = ({ id, file }: { id: string; file: File }) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.put<LearningDocument>(`${documentPath(id)}file/`, form);
};
