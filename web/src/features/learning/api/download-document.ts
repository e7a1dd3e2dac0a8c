import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import type { LearningDocument } from '@/types/learning';
import { documentPath } from './keys';

/** The original file, saved under the name the server gives (else the uploaded name). */
export const downloadDocument = (document: Pick<LearningDocument, 'id' | 'file_name'>) =>
  downloadFile(`${documentPath(document.id)}file/`, document.file_name);

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
