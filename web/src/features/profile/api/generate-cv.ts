import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/cv';

export const generateCv = () => api.GET_FILE('/api/accounts/generate-cv/');

/** Fetches the CV the server renders from the profile (with the session) and saves it. */
export function useGenerateCv() {
  return useMutation({
    mutationFn: (_fileName: string) => generateCv(),
    onSuccess: (blob, fileName: string) => saveBlob(blob, fileName),
  });
}
