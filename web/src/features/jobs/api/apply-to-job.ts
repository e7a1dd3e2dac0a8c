import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Attribution } from '@/types/jobs';

export type ApplyInput = {
  jobId: string;
  coverLetter?: string;
  /** The version of the privacy terms shown and accepted. */
  privacyTermsVersion: string;
  /** Where the applicant came from (`lib/attribution`). */
  source: Attribution;
};

export const applyToJob = ({ jobId, coverLetter, privacyTermsVersion, source }: ApplyInput) =>
  api.POST('/api/jobs/job/{id}/apply/', {
    path: { id: jobId },
    body: { cover_letter: coverLetter || null, privacy_terms_version: privacyTermsVersion, source },
  });

export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myApplications }),
        queryClient.invalidateQueries({ queryKey: queryKeys.jobseekerDashboard }),
        queryClient.invalidateQueries({ queryKey: queryKeys.privacy.consents }),
      ]),
    meta: { successMessage: 'jobs.apply.applied' },
  });
}
