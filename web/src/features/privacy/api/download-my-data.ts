import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { downloadFile } from '@/lib/download';

/** Everything Hire keeps about the job seeker, one zip saved under the server's name (hire-data-<day>.zip). */
export const downloadMyData = () => downloadFile(api.GET_RESPONSE('/api/privacy/export/'), 'hire-data.zip');

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
