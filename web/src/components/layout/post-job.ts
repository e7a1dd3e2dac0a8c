import type { UserResponse } from '@/types/api';

// Pages where the button is offered, by first path segment.
const pages = new Set(['all-applicants', 'job-offers', 'my-jobs', 'requested-staff', 'cv-database']);
// And every path that mentions these (my-job/{id}, applicant/{id}, ...).
const fragments = ['my-job', 'applicant'];

export type PostJobButton = 'postJob' | 'requestStaff';

/**
 * Which top-bar button a user gets on a path, if any (spec section 2): companies and Hiring
 * Managers only; a Hiring Manager requests a staff instead of posting a job.
 */
export function postJobButton(pathname: string, user: UserResponse | null): PostJobButton | null {
  if (!user) return null;
  const hiringManager = user.user_type === 'employee' && user.profile?.role === 'hiring_manager';
  if (user.user_type !== 'company' && !hiringManager) return null;
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  const offered = pages.has(first) || fragments.some((fragment) => pathname.includes(fragment));
  if (!offered) return null;
  return hiringManager ? 'requestStaff' : 'postJob';
}
