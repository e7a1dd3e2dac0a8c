import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { ApiError } from './api-client';
import { useSession } from './auth';
import { queryKeys } from './query-keys';

/** Spec section 5: the profile CV is a PDF of at most 1 MB (the server checks the same). */
export const CV_MAX_BYTES = 1024 * 1024;
export const CV_MAX_MB = 1;

export type CvProblem = 'pdf_required' | 'file_too_large';

/** What is wrong with a file chosen as CV, read from its name, type, size and first bytes. */
export async function cvProblem(file: Blob & { name?: string }): Promise<CvProblem | null> {
  const named = (file.name ?? '').toLowerCase().endsWith('.pdf');
  if (!named && file.type !== 'application/pdf') return 'pdf_required';
  if (file.size > CV_MAX_BYTES) return 'file_too_large';
  const head = await file.slice(0, 5).text();
  return head === '%PDF-' ? null : 'pdf_required';
}

/** The signed-in job seeker's CV, or null when there is none yet (the API answers 404). */
export const getCv = () =>
  api.GET('/api/accounts/cv/').catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });

export const getCvQueryOptions = () => queryOptions({ queryKey: queryKeys.cv, queryFn: getCv });

/**
 * The CV, starting from what the session's profile says of it. Without a CV it is not asked
 * for: the 404 would be logged as an error on every screen a new job seeker opens.
 */
export function useCv({ enabled = true }: { enabled?: boolean } = {}) {
  // Job seekers' profiles carry `cv`, null before the first upload; others' leave it out.
  const known = useSession().user?.profile.cv;
  return useQuery({ ...getCvQueryOptions(), enabled: enabled && known !== null, initialData: known });
}

export const uploadCv = (file: Blob, name = 'cv.pdf') => {
  const form = new FormData();
  form.append('file', file, name);
  return api.POST('/api/accounts/cv/', { body: form });
};

export function useUploadCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name }: { file: Blob; name?: string }) => uploadCv(file, name),
    onSuccess: (cv) => {
      queryClient.setQueryData(queryKeys.cv, cv);
      // The session's profile says whether there is a CV (see useCv).
      [queryKeys.jobseekerDashboard, ['auth', 'me']].forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
    },
    meta: { successMessage: 'common.cv.uploaded' },
  });
}

/**
 * The stored name in a CV's `url`, as the server gives it (`/api/accounts/files/cv/{name}`): the
 * last segment, decoded, since the typed call encodes it again.
 */
const cvFileName = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));

/**
 * Opens a CV (a file that needs the session): a plain link would go without the access token.
 * The tab is opened at once, while the click still counts as the user's, and filled when the
 * file has arrived.
 */
export async function openProtectedFile(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  const blob = await api.GET_FILE('/api/accounts/files/cv/{name}', { path: { name: cvFileName(url) } });
  const href = URL.createObjectURL(blob);
  if (tab) tab.location.href = href;
  else window.location.assign(href);
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Saves a file the app has fetched (a generated CV) under `name`, as a download. */
export { saveBlob } from './download';
