import type { UserResponse } from '@/types/api';
import { paths } from './paths';

// The employee roles and modules the access table names. The API sends them as plain strings;
// a value not listed here matches no rule.
export type EmployeeRole = 'block_leader' | 'hiring_manager' | 'hr_executive';
export type ModuleName = 'ats' | 'lms';

/** Who may open a route: a user type, `employee` for any of the three roles, or one role. */
export type Principal = 'company' | 'employee' | 'jobseeker' | EmployeeRole;

export type AccessRule = {
  path: string;
  /** Public routes are open to everyone, signed in or not. */
  public?: true;
  /** Absent on a signed-in route: every signed-in user. */
  who?: readonly Principal[];
  module?: ModuleName;
};

export type Access = 'allow' | 'login' | 'notFound';

const anyEmployee: Principal[] = ['company', 'employee'];

// Spec section 2, in its order. The router registers only the routes whose screens exist;
// this table is the whole product so that menus and guards agree before the screens land.
export const accessRules: readonly AccessRule[] = [
  { path: paths.auth.login.path, public: true },
  { path: paths.auth.socialLogin.path, public: true },
  { path: paths.auth.register.path, public: true },
  { path: paths.auth.verify.path, public: true },
  { path: paths.auth.resetPassword.path, public: true },
  { path: paths.auth.resetPasswordConfirm.path, public: true },
  { path: paths.notFound.path, public: true },
  { path: paths.privacy.path, public: true },

  { path: paths.settings.path },
  { path: paths.market.path },
  { path: paths.messages.path },
  { path: paths.message.path },
  { path: paths.messagesWith.path },
  { path: paths.jobseekerProfile.path },
  { path: paths.jobs.path },
  { path: paths.job.path },
  { path: paths.company.path },
  { path: paths.browseCompanies.path },
  { path: paths.profile.path },
  { path: paths.home.path },

  { path: paths.myApplications.path, who: ['jobseeker'] },

  { path: paths.applicant.path, who: anyEmployee },
  { path: paths.competencyModel.path, who: anyEmployee },
  { path: paths.cbBenchmark.path, who: anyEmployee },
  { path: paths.allApplicants.path, who: anyEmployee, module: 'ats' },
  { path: paths.jobOffers.path, who: anyEmployee, module: 'ats' },
  // Hiring analytics (issue 42): the screen itself tells a role that does not see applicants so.
  { path: paths.reports.path, who: anyEmployee, module: 'ats' },

  { path: paths.cvDatabase.path, who: ['company'], module: 'ats' },
  { path: paths.employees.path, who: ['company'] },
  { path: paths.jobTemplate.path, who: ['company'] },
  { path: paths.workforcePlanning.path, who: ['company'] },
  { path: paths.orgChart.path, who: ['company'] },
  { path: paths.myJobs.path, who: ['company'], module: 'ats' },
  { path: paths.documents.path, who: ['company'], module: 'lms' },
  { path: paths.createDocument.path, who: ['company'], module: 'lms' },
  { path: paths.editDocument.path, who: ['company'], module: 'lms' },
  // Employees of a company with lms read its teachers and talk to them; the company manages them.
  { path: paths.aiTeachers.path, who: anyEmployee, module: 'lms' },
  { path: paths.aiTeacher.path, who: anyEmployee, module: 'lms' },
  // Only the company account manages where its hiring events go (docs/api-webhooks-contract.md).
  { path: paths.webhooks.path, who: ['company'] },

  { path: paths.postJob.path, who: ['company', 'block_leader', 'hiring_manager'] },
  { path: paths.mySchedule.path, who: ['company', 'hr_executive'] },
  { path: paths.editJob.path, who: ['company', 'hr_executive'] },
  { path: paths.myJob.path, who: anyEmployee },
  { path: paths.requestedStaff.path, who: anyEmployee, module: 'ats' },
  { path: paths.allJobs.path, who: ['employee'] },
];

function segments(path: string): string[] {
  return path.split('?')[0].split('#')[0].split('/').filter(Boolean);
}

function matches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const got = segments(path);
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

export function findRule(path: string): AccessRule | undefined {
  return accessRules.find((rule) => matches(rule.path, path));
}

function isPrincipal(user: UserResponse, principal: Principal): boolean {
  if (principal === 'company' || principal === 'employee' || principal === 'jobseeker') {
    return user.user_type === principal;
  }
  return user.user_type === 'employee' && user.profile?.role === principal;
}

export function hasModule(user: UserResponse, module: ModuleName): boolean {
  return user.modules.some((entry) => entry.module === module && entry.is_active);
}

/** Whether `user` (null when signed out) may open `path`. */
export function access(path: string, user: UserResponse | null): Access {
  const rule = findRule(path);
  if (!rule) return 'notFound';
  if (rule.public) return 'allow';
  if (!user) return 'login';
  if (rule.who && !rule.who.some((principal) => isPrincipal(user, principal))) return 'notFound';
  if (rule.module && !hasModule(user, rule.module)) return 'notFound';
  return 'allow';
}

/** What a user may do on the hiring screens; the server says which in the user's `may`. */
export type HiringAction = UserResponse['may'][number];

/** Whether `user` may do `action`, as the server says it will allow. */
export function can(user: UserResponse, action: HiringAction): boolean {
  return user.may.includes(action);
}
