import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import type { LearningDocument } from '@/types/learning';


/** The original file, saved under the name the server gives (else the uploaded name). */
export const downloadDocument = (document: Pick<LearningDocument, 'id' | 'file_name'>) =>
  downloadFile(api.GET_RESPONSE('/api/learning/documents/{id}/file/', { path: { id: document.id } }), document.file_name);

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
