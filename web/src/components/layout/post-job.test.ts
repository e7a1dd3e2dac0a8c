import { describe, expect, it } from 'vitest';
import { company, employee, jobseeker } from '@/testing/test-utils';
import { postJobButton } from './post-job';

const offeredOn = [
  '/all-applicants',
  '/job-offers',
  '/my-jobs',
  '/requested-staff',
  '/cv-database',
  '/my-job/42',
  '/applicant/42',
];
const notOn = ['/', '/employees', '/settings', '/jobs', '/post-job', '/all-jobs', '/my-applications'];

describe('postJobButton', () => {
  it.each(offeredOn)('a company gets "Post job" on %s', (path) => {
    expect(postJobButton(path, company(['ats']))).toBe('postJob');
  });

  it.each(offeredOn)('a Hiring Manager gets "Request a staff" on %s', (path) => {
    expect(postJobButton(path, employee('hiring_manager', ['ats']))).toBe('requestStaff');
  });

  it.each(notOn)('nobody gets it on %s', (path) => {
    expect(postJobButton(path, company(['ats']))).toBeNull();
    expect(postJobButton(path, employee('hiring_manager', ['ats']))).toBeNull();
  });

  it('Block Leaders, HR Executives and job seekers never get it', () => {
    for (const path of offeredOn) {
      expect(postJobButton(path, employee('block_leader', ['ats']))).toBeNull();
      expect(postJobButton(path, employee('hr_executive', ['ats']))).toBeNull();
      expect(postJobButton(path, jobseeker())).toBeNull();
      expect(postJobButton(path, null)).toBeNull();
    }
  });
});
