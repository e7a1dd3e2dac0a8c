import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * What a hiring change can show up in: every applicant list, board and page, the job lists
 * (their applicant counts), interviews, offers, the dashboards and the reports.
 */
export function invalidateHiring(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      queryKeys.applicants.all,
      queryKeys.jobs.all,
      queryKeys.interviews.all,
      queryKeys.offers.all,
      queryKeys.myApplications,
      queryKeys.companyDashboard,
      queryKeys.jobseekerDashboard,
      queryKeys.reports.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
