import { describe, expect, it } from 'vitest';
import { company, employee, jobseeker } from '@/testing/test-utils';
import type { UserResponse } from '@/types/api';
import { access, accessRules, can } from './access';

const withModules = {
  company: company(['ats', 'lms']),
  blockLeader: employee('block_leader', ['ats', 'lms']),
  hiringManager: employee('hiring_manager', ['ats', 'lms']),
  hrExecutive: employee('hr_executive', ['ats', 'lms']),
  jobseeker: jobseeker(),
};
type Who = keyof typeof withModules;
const everyone = Object.keys(withModules) as Who[];
const employees: Who[] = ['blockLeader', 'hiringManager', 'hrExecutive'];

/** Who may open each path when every module is active; the rest get the not-found page. */
const expectations: Array<[path: string, allowed: Who[]]> = [
  ['/settings', everyone],
  ['/market', everyone],
  ['/messages', everyone],
  ['/message/42', everyone],
  ['/messages/42', everyone],
  ['/jobseeker/profile/42', everyone],
  ['/jobs', everyone],
  ['/job/42', everyone],
  ['/company/42', everyone],
  ['/browse-companies', everyone],
  ['/profile', everyone],
  ['/', everyone],
  ['/my-applications', ['jobseeker']],
  ['/my-applications?tab=hired', ['jobseeker']],
  ['/applicant/42', ['company', ...employees]],
  ['/competency-model', ['company', ...employees]],
  ['/cb-benchmark', ['company', ...employees]],
  ['/all-applicants', ['company', ...employees]],
  ['/job-offers', ['company', ...employees]],
  ['/reports', ['company', ...employees]],
  ['/cv-database', ['company']],
  ['/employees', ['company']],
  ['/job-template/42', ['company']],
  ['/workforce-planning', ['company']],
  ['/org-chart', ['company']],
  ['/my-jobs', ['company']],
  ['/documents', ['company']],
  ['/documents/create', ['company']],
  ['/documents/edit/42', ['company']],
  ['/ai-teachers', ['company', ...employees]],
  ['/ai-teacher/42', ['company', ...employees]],
  ['/webhooks', ['company']],
  ['/post-job', ['company', 'blockLeader', 'hiringManager']],
  ['/post-job?step=jobInformation', ['company', 'blockLeader', 'hiringManager']],
  ['/my-schedule', ['company', 'hrExecutive']],
  ['/job/edit/42', ['company', 'hrExecutive']],
  ['/my-job/42', ['company', ...employees]],
  ['/requested-staff', ['company', ...employees]],
  ['/all-jobs', employees],
];

const publicPaths = [
  '/auth/login',
  '/auth/login/google',
  '/auth/login/linkedin',
  '/auth/register',
  '/auth/verify',
  '/auth/resetpassword',
  '/auth/resetpassword/confirm',
  '/404',
  '/privacy',
];

describe('access', () => {
  it('covers every rule of the table', () => {
    const tested = new Set([...expectations.map(([path]) => path), ...publicPaths]);
    for (const rule of accessRules) {
      const sample = rule.path.replace(/:[^/]+/g, rule.path.startsWith('/auth') ? 'google' : '42');
      expect(tested.has(sample), `no expectation for ${rule.path}`).toBe(true);
    }
  });

  it.each(publicPaths)('public route %s is open to everyone', (path) => {
    expect(access(path, null)).toBe('allow');
    for (const user of Object.values(withModules)) expect(access(path, user)).toBe('allow');
  });

  it.each(expectations)('signed-out users are sent to login from %s', (path) => {
    expect(access(path, null)).toBe('login');
  });

  it.each(expectations)('%s is opened by exactly its user types and roles', (path, allowed) => {
    for (const who of everyone) {
      expect(access(path, withModules[who]), `${who} on ${path}`).toBe(allowed.includes(who) ? 'allow' : 'notFound');
    }
  });

  const moduleGated: Array<[path: string, module: 'ats' | 'lms', user: UserResponse]> = [
    ['/all-applicants', 'ats', company(['lms'])],
    ['/job-offers', 'ats', employee('hiring_manager', ['lms'])],
    ['/reports', 'ats', company(['lms'])],
    ['/reports', 'ats', employee('hr_executive', ['lms'])],
    ['/cv-database', 'ats', company(['lms'])],
    ['/my-jobs', 'ats', company(['lms'])],
    ['/requested-staff', 'ats', employee('block_leader', ['lms'])],
    ['/documents', 'lms', company(['ats'])],
    ['/documents/create', 'lms', company(['ats'])],
    ['/documents/edit/42', 'lms', company(['ats'])],
    ['/ai-teachers', 'lms', company(['ats'])],
    ['/ai-teacher/42', 'lms', company(['ats'])],
    ['/ai-teachers', 'lms', employee('hr_executive', ['ats'])],
    ['/ai-teacher/42', 'lms', employee('block_leader', ['ats'])],
  ];

  it.each(moduleGated)('%s needs the %s module, else not found', (path, _module, user) => {
    expect(access(path, user)).toBe('notFound');
  });

  it('does not gate the other company pages by module', () => {
    for (const path of ['/employees', '/org-chart', '/workforce-planning', '/job-template/1', '/competency-model', '/webhooks']) {
      expect(access(path, company())).toBe('allow');
    }
  });

  it('sends unknown paths to not found, signed in or not', () => {
    for (const path of ['/nope', '/job', '/job/1/2', '/auth', '/documents/edit']) {
      expect(access(path, null)).toBe('notFound');
      expect(access(path, company(['ats', 'lms']))).toBe('notFound');
    }
  });

  it('ignores a trailing slash', () => {
    expect(access('/employees/', company())).toBe('allow');
  });
});

describe('can', () => {
  it('allows exactly what the server lists in the user\'s may', () => {
    const user = { ...company(['ats']), may: ['post_job', 'see_applicants'] } satisfies UserResponse;

    expect(can(user, 'post_job')).toBe(true);
    expect(can(user, 'see_applicants')).toBe(true);
    expect(can(user, 'edit_job')).toBe(false);
    expect(can(user, 'list_employees')).toBe(false);
  });
});
