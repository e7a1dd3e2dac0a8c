import { describe, expect, it } from 'vitest';
import { company, employee, jobseeker } from '@/testing/test-utils';
import { menuFor, type MenuEntry } from './menus';

/** The menu as readable lines: "label" or "label > child, child". */
const outline = (entries: MenuEntry[]): string[] =>
  entries.map((entry) => (entry.children ? `${entry.label} > ${outline(entry.children).join(', ')}` : entry.label));

describe('menuFor', () => {
  it('gives a company without modules its base menu', () => {
    expect(outline(menuFor(company()))).toEqual([
      'dashboard',
      'orgChart',
      'messages',
      'companyProfile',
      'employees',
      'competencyModel',
      'workforcePlanning',
      'mySchedule',
      'webhooks',
    ]);
  });

  it('adds Talent acquisition only with ats, and Learning only with lms', () => {
    const ats = outline(menuFor(company(['ats'])));
    expect(ats).toContain('talentAcquisition > applicants > allApplicants, jobOffers, jobListing > myJobs, requestedStaff, cvDatabase, reports');
    expect(ats.some((line) => line.startsWith('learning'))).toBe(false);

    const lms = outline(menuFor(company(['lms'])));
    expect(lms).toContain('learning > documents, aiTeachers');
    expect(lms.some((line) => line.startsWith('talentAcquisition'))).toBe(false);
  });

  it('gives a job seeker the job seeker menu with its paths', () => {
    const menu = menuFor(jobseeker());
    expect(menu.map((entry) => [entry.label, entry.path])).toEqual([
      ['dashboard', '/'],
      ['messages', '/messages'],
      ['myApplications', '/my-applications'],
      ['findJobs', '/jobs'],
      ['browseCompanies', '/browse-companies'],
      ['myPublicProfile', '/profile'],
    ]);
  });

  it('gives a Hiring Manager the Hiring Manager menu', () => {
    expect(outline(menuFor(employee('hiring_manager', ['ats'])))).toEqual([
      'dashboard',
      'jobListing > allJobs, requestedStaffList',
      'competencyModel',
      'applicants > allApplicants, jobOffers',
      'reports',
    ]);
  });

  it('gives a Block Leader their own menu', () => {
    expect(outline(menuFor(employee('block_leader', ['ats'])))).toEqual([
      'dashboard',
      'jobListing > allJobs, requestedStaff',
    ]);
  });

  it('gives an HR Executive the spec\'s variant: Dashboard, Job listing, Competency model, Applicants, My schedule', () => {
    expect(outline(menuFor(employee('hr_executive', ['ats'])))).toEqual([
      'dashboard',
      'jobListing > allJobs, requestedStaff',
      'competencyModel',
      'applicants > allApplicants, jobOffers',
      'reports',
      'mySchedule',
    ]);
  });

  it('gives employees of a company with lms its AI teachers, and no documents', () => {
    for (const role of ['hiring_manager', 'block_leader', 'hr_executive'] as const) {
      const menu = outline(menuFor(employee(role, ['lms'])));
      expect(menu.at(-1), role).toBe('aiTeachers');
      expect(menu.join(' '), role).not.toContain('documents');
    }
  });

  it('given a user whose may lacks see_applicants, when the menu is built, then it has no reports', () => {
    const blind = { ...company(['ats']), may: company(['ats']).may.filter((action) => action !== 'see_applicants') };
    expect(outline(menuFor(blind)).join(' ')).not.toContain('reports');
    expect(outline(menuFor(employee('block_leader', ['ats']))).join(' ')).not.toContain('reports');
  });

  it('given a user who sees applicants, when the menu is built, then reports leads to /reports', () => {
    const entry = menuFor(employee('hr_executive', ['ats'])).find((candidate) => candidate.label === 'reports');
    expect(entry?.path).toBe('/reports');
  });

  it('drops module-gated entries an employee cannot open', () => {
    expect(outline(menuFor(employee('hiring_manager')))).toEqual(['dashboard', 'jobListing > allJobs', 'competencyModel']);
  });
});
