import {
  ApartmentOutlined,
  ApiOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FundOutlined,
  IdcardOutlined,
  MessageOutlined,
  ProfileOutlined,
  ReadOutlined,
  RobotOutlined,
  SearchOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { access, can, type HiringAction } from '@/config/access';
import { paths } from '@/config/paths';
import type { UserResponse } from '@/types/api';

/**
 * A side-menu entry. `label` is a key under layout.menu. A `section` is a titled group
 * (Talent acquisition, Learning); an entry with `children` and no section is a sub-menu. `may`
 * is what the server must list in the user's `may` for the entry to show (beyond the route's rule).
 */
export type MenuEntry = {
  key: string;
  label: string;
  path?: string;
  icon?: ComponentType<{ 'aria-hidden'?: boolean }>;
  section?: true;
  children?: MenuEntry[];
  may?: HiringAction;
};

const link = (label: string, path: string, icon?: MenuEntry['icon']): MenuEntry => ({ key: path, label, path, icon });
const submenu = (label: string, icon: NonNullable<MenuEntry['icon']>, children: MenuEntry[]): MenuEntry => ({
  key: label,
  label,
  icon,
  children,
});
const section = (label: string, children: MenuEntry[]): MenuEntry => ({ key: label, label, section: true, children });

const dashboard = link('dashboard', paths.home.path, DashboardOutlined);
// Hiring analytics show applicants' progress: only to those who see applicants.
const reports: MenuEntry = { ...link('reports', paths.reports.path, BarChartOutlined), may: 'see_applicants' };

const companyMenu: MenuEntry[] = [
  dashboard,
  link('orgChart', paths.orgChart.path, ApartmentOutlined),
  link('messages', paths.messages.path, MessageOutlined),
  link('companyProfile', paths.profile.path, BankOutlined),
  link('employees', paths.employees.path, TeamOutlined),
  link('competencyModel', paths.competencyModel.path, TrophyOutlined),
  link('workforcePlanning', paths.workforcePlanning.path, FundOutlined),
  link('mySchedule', paths.mySchedule.path, CalendarOutlined),
  link('webhooks', paths.webhooks.path, ApiOutlined),
  section('talentAcquisition', [
    submenu('applicants', UserOutlined, [
      link('allApplicants', paths.allApplicants.path),
      link('jobOffers', paths.jobOffers.path),
    ]),
    submenu('jobListing', ProfileOutlined, [
      link('myJobs', paths.myJobs.path),
      link('requestedStaff', paths.requestedStaff.path),
    ]),
    link('cvDatabase', paths.cvDatabase.path, DatabaseOutlined),
    reports,
  ]),
  section('learning', [
    link('documents', paths.documents.path, ReadOutlined),
    link('aiTeachers', paths.aiTeachers.path, RobotOutlined),
  ]),
];

// Employees of a company with lms talk to its AI teachers (the company manages them).
const employeeLearning = link('aiTeachers', paths.aiTeachers.path, RobotOutlined);

const jobseekerMenu: MenuEntry[] = [
  dashboard,
  link('messages', paths.messages.path, MessageOutlined),
  link('myApplications', paths.myApplications.path, SolutionOutlined),
  link('findJobs', paths.jobs.path, SearchOutlined),
  link('browseCompanies', paths.browseCompanies.path, ShopOutlined),
  link('myPublicProfile', paths.profile.path, IdcardOutlined),
];

const hiringManagerMenu: MenuEntry[] = [
  dashboard,
  submenu('jobListing', ProfileOutlined, [
    link('allJobs', paths.allJobs.path),
    link('requestedStaffList', paths.requestedStaff.path),
  ]),
  link('competencyModel', paths.competencyModel.path, TrophyOutlined),
  submenu('applicants', UserOutlined, [
    link('allApplicants', paths.allApplicants.path),
    link('jobOffers', paths.jobOffers.path),
  ]),
  reports,
  employeeLearning,
];

const blockLeaderMenu: MenuEntry[] = [
  dashboard,
  submenu('jobListing', ProfileOutlined, [
    link('allJobs', paths.allJobs.path),
    link('requestedStaff', paths.requestedStaff.path),
  ]),
  reports,
  employeeLearning,
];

// The spec's other employee variant (Dashboard, Job listing, Competency model, Applicants, My
// schedule) is the one with a schedule: the HR Executive's.
const hrExecutiveMenu: MenuEntry[] = [
  dashboard,
  submenu('jobListing', ProfileOutlined, [
    link('allJobs', paths.allJobs.path),
    link('requestedStaff', paths.requestedStaff.path),
  ]),
  link('competencyModel', paths.competencyModel.path, TrophyOutlined),
  submenu('applicants', UserOutlined, [
    link('allApplicants', paths.allApplicants.path),
    link('jobOffers', paths.jobOffers.path),
  ]),
  reports,
  link('mySchedule', paths.mySchedule.path, CalendarOutlined),
  employeeLearning,
];

function menuOf(user: UserResponse): MenuEntry[] {
  if (user.user_type === 'company') return companyMenu;
  if (user.user_type === 'jobseeker') return jobseekerMenu;
  switch (user.profile?.role) {
    case 'hiring_manager':
      return hiringManagerMenu;
    case 'block_leader':
      return blockLeaderMenu;
    case 'hr_executive':
      return hrExecutiveMenu;
    default:
      return [dashboard];
  }
}

// An entry is shown only if the user may open it (and do what its `may` names), so module gates
// hide whole sections (Talent acquisition without ats, Learning without lms) and sub-menus left
// empty vanish.
function prune(entries: MenuEntry[], user: UserResponse): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (entry.children) {
      const children = prune(entry.children, user);
      return children.length ? [{ ...entry, children }] : [];
    }
    const allowed = entry.path && access(entry.path, user) === 'allow' && (!entry.may || can(user, entry.may));
    return allowed ? [entry] : [];
  });
}

/** The side menu of a user, by user type and role (spec section 2). */
export function menuFor(user: UserResponse): MenuEntry[] {
  return prune(menuOf(user), user);
}
