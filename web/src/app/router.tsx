import { lazy, Suspense } from 'react';
import { BrowserRouter, matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { paths } from '@/config/paths';
import { withTexts } from '@/lib/i18n';
import type { UserResponse } from '@/types/api';
import { RedirectIfSignedIn, RequireSession } from './guards';
import { RouteErrorBoundary } from './routes/route-error';

// One chunk per screen; the shell (layout, guards, session) is all the first load needs. Each
// screen brings the texts of the namespaces it reads beyond the first load's (lib/i18n.ts);
// router.test.ts checks each list against the screen's code.
const Login = lazy(() => withTexts(import('@/features/auth/routes/login'), 'auth'));
// The privacy terms' checkbox (namespace `privacy`) is on the register form and the apply dialog.
const Register = lazy(() => withTexts(import('@/features/auth/routes/register'), 'privacy', 'auth'));
const Verify = lazy(() => withTexts(import('@/features/auth/routes/verify'), 'auth'));
const ResetPassword = lazy(() => withTexts(import('@/features/auth/routes/reset-password'), 'auth'));
const ResetPasswordConfirm = lazy(() => withTexts(import('@/features/auth/routes/reset-password-confirm'), 'auth'));
const ChangeEmailConfirm = lazy(() => withTexts(import('@/features/auth/routes/change-email-confirm'), 'auth'));
const SocialLogin = lazy(() => withTexts(import('@/features/auth/routes/social-login'), 'auth'));
const SocialLinkConfirm = lazy(() => withTexts(import('@/features/auth/routes/social-link-confirm'), 'auth'));
// The signed-in shell (menu, drawer, top bar) is a chunk of its own: the login page needs none of it.
const AppLayout = lazy(() => import('@/components/layout/app-layout'));
const Dashboard = lazy(() => withTexts(import('@/features/dashboard/routes/dashboard'), 'dashboard', 'jobs'));
// Employees and a job's page show parts of the delegates feature too: composed in app/routes.
const Employees = lazy(() => withTexts(import('./routes/employees'), 'accounts', 'delegates'));
const OrgChart = lazy(() => withTexts(import('@/features/org/routes/org-chart'), 'org'));
const CompetencyModel = lazy(() => withTexts(import('@/features/org/routes/competency-model'), 'org', 'lists'));
const WorkforcePlanning = lazy(() =>
  withTexts(import('@/features/workforce-planning/routes/workforce-planning'), 'workforcePlanning', 'benchmark', 'org', 'lists'),
);
const JobTemplate = lazy(() => withTexts(import('@/features/jobs/routes/job-template'), 'jobs', 'lists'));
// Settings and the privacy page show parts of the privacy feature (settings the diversity
// feature's too): composed in app/routes.
const Settings = lazy(() => withTexts(import('./routes/settings'), 'accounts', 'diversity', 'privacy', 'auth'));
const Privacy = lazy(() => withTexts(import('./routes/privacy'), 'privacy'));
const Market = lazy(() => withTexts(import('@/features/market/routes/market'), 'market'));
const FindJobs = lazy(() => withTexts(import('@/features/jobs/routes/find-jobs'), 'jobs', 'lists'));
// A job's page and my applications offer the diversity feature's optional questions: composed in app/routes.
const JobDetails = lazy(() => withTexts(import('./routes/job'), 'diversity', 'privacy', 'jobs', 'lists'));
const MyApplications = lazy(() => withTexts(import('./routes/my-applications'), 'diversity', 'jobs'));
const PostJob = lazy(() => withTexts(import('@/features/jobs/routes/post-job'), 'jobs', 'lists'));
const EditJob = lazy(() => withTexts(import('@/features/jobs/routes/edit-job'), 'jobs', 'lists'));
const CompanyJobs = lazy(() => withTexts(import('@/features/jobs/routes/company-jobs'), 'jobs'));
const RequestedStaff = lazy(() => withTexts(import('@/features/jobs/routes/requested-staff'), 'jobs'));
// The AI proposal's texts come with the job's page, where its button is.
const MyJob = lazy(() => withTexts(import('./routes/my-job'), 'aiProposal', 'delegates', 'jobs', 'lists', 'org'));
const AllApplicants = lazy(() => withTexts(import('@/features/jobs/routes/all-applicants'), 'jobs'));
const Applicant = lazy(() => withTexts(import('@/features/jobs/routes/applicant'), 'jobs', 'lists', 'org'));
const JobOffers = lazy(() => withTexts(import('@/features/jobs/routes/job-offers'), 'jobs'));
const Reports = lazy(() => withTexts(import('@/features/reports/routes/reports'), 'diversity', 'lists', 'reports'));
const MySchedule = lazy(() => withTexts(import('@/features/jobs/routes/my-schedule'), 'jobs'));
const Messages = lazy(() => withTexts(import('@/features/chat/routes/messages'), 'chat'));
const Chat = lazy(() => withTexts(import('@/features/chat/routes/chat'), 'chat'));
const Profile = lazy(() => withTexts(import('@/features/profile/routes/profile'), 'profile', 'lists'));
const JobseekerProfile = lazy(() => withTexts(import('@/features/profile/routes/jobseeker-profile'), 'profile', 'lists'));
const BrowseCompanies = lazy(() => withTexts(import('@/features/companies/routes/browse-companies'), 'companies', 'lists'));
const Company = lazy(() => withTexts(import('@/features/companies/routes/company'), 'companies', 'jobs', 'lists'));
const CvDatabase = lazy(() => withTexts(import('@/features/cv-database/routes/cv-database'), 'cvDatabase', 'lists'));
const CbBenchmark = lazy(() => withTexts(import('@/features/benchmark/routes/cb-benchmark'), 'benchmark', 'jobs', 'lists'));
const Documents = lazy(() => withTexts(import('@/features/learning/routes/documents'), 'learning'));
const CreateDocument = lazy(() => withTexts(import('@/features/learning/routes/create-document'), 'learning'));
const EditDocument = lazy(() => withTexts(import('@/features/learning/routes/edit-document'), 'learning'));
const AiTeachers = lazy(() => withTexts(import('@/features/learning/routes/ai-teachers'), 'learning'));
const AiTeacher = lazy(() => withTexts(import('@/features/learning/routes/ai-teacher'), 'learning'));
const Webhooks = lazy(() => withTexts(import('@/features/webhooks/routes/webhooks'), 'webhooks'));
const NotFound = lazy(() => withTexts(import('./routes/not-found'), 'notFound'));

/**
 * `handle.title` is the translation key of the heading in the top bar, or a function of the
 * user that gives one (Post job reads "Request a staff" for a Hiring Manager).
 */
export type RouteHandle = { title?: string | ((user: UserResponse) => string) };

/** The heading of the page at `pathname`: the deepest matching route's `handle.title`. */
function pageTitle(pathname: string, user: UserResponse): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i].route.handle as RouteHandle | undefined)?.title;
    if (title) return typeof title === 'function' ? title(user) : title;
  }
  return undefined;
}

const profileTitle = (user: UserResponse) => (user.user_type === 'company' ? 'layout.titles.companyProfile' : 'layout.titles.myProfile');

const postJobTitle = (user: UserResponse) =>
  user.user_type === 'employee' && user.profile?.role === 'hiring_manager' ? 'layout.titles.requestStaff' : 'layout.titles.postJob';

function PublicPages() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/** Screens that exist. Later features add theirs here, and their rule to config/access.ts. */
const routes: RouteObject[] = [
  {
    element: <PublicPages />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: paths.auth.login.path, element: <Login /> },
          { path: paths.auth.socialLogin.path, element: <SocialLogin /> },
          { path: paths.auth.register.path, element: <Register /> },
        ],
      },
      { path: paths.auth.verify.path, element: <Verify /> },
      { path: paths.auth.resetPassword.path, element: <ResetPassword /> },
      { path: paths.auth.resetPasswordConfirm.path, element: <ResetPasswordConfirm /> },
      { path: paths.auth.changeEmailConfirm.path, element: <ChangeEmailConfirm /> },
      { path: paths.auth.socialLinkConfirm.path, element: <SocialLinkConfirm /> },
      { path: paths.privacy.path, element: <Privacy /> },
      { path: paths.notFound.path, element: <NotFound /> },
      { path: '*', element: <NotFound /> },
    ],
  },
  {
    element: (
      <Suspense fallback={<FullScreenSpinner />}>
        <RequireSession />
      </Suspense>
    ),
    children: [
      {
        element: <AppLayout pageTitle={pageTitle} />,
        children: [
          { path: paths.home.path, element: <Dashboard />, handle: { title: 'layout.titles.dashboard' } },
          { path: paths.employees.path, element: <Employees />, handle: { title: 'layout.titles.employees' } },
          { path: paths.orgChart.path, element: <OrgChart />, handle: { title: 'layout.titles.orgChart' } },
          { path: paths.competencyModel.path, element: <CompetencyModel />, handle: { title: 'layout.titles.competencyModel' } },
          { path: paths.workforcePlanning.path, element: <WorkforcePlanning />, handle: { title: 'layout.titles.workforcePlanning' } },
          { path: paths.jobTemplate.path, element: <JobTemplate />, handle: { title: 'layout.titles.jobTemplate' } },
          { path: paths.settings.path, element: <Settings />, handle: { title: 'layout.titles.settings' } },
          { path: paths.market.path, element: <Market />, handle: { title: 'layout.titles.market' } },
          { path: paths.jobs.path, element: <FindJobs />, handle: { title: 'layout.titles.findJobs' } },
          { path: paths.job.path, element: <JobDetails />, handle: { title: 'layout.titles.jobDetails' } },
          { path: paths.myApplications.path, element: <MyApplications />, handle: { title: 'layout.titles.myApplications' } },
          { path: paths.postJob.path, element: <PostJob />, handle: { title: postJobTitle } },
          { path: paths.editJob.path, element: <EditJob />, handle: { title: 'layout.titles.editJob' } },
          { path: paths.myJobs.path, element: <CompanyJobs />, handle: { title: 'layout.titles.myJobs' } },
          { path: paths.allJobs.path, element: <CompanyJobs />, handle: { title: 'layout.titles.allJobs' } },
          { path: paths.requestedStaff.path, element: <RequestedStaff />, handle: { title: 'layout.titles.requestedStaff' } },
          { path: paths.myJob.path, element: <MyJob />, handle: { title: 'layout.titles.myJob' } },
          { path: paths.allApplicants.path, element: <AllApplicants />, handle: { title: 'layout.titles.allApplicants' } },
          { path: paths.applicant.path, element: <Applicant />, handle: { title: 'layout.titles.applicant' } },
          { path: paths.jobOffers.path, element: <JobOffers />, handle: { title: 'layout.titles.jobOffers' } },
          { path: paths.reports.path, element: <Reports />, handle: { title: 'layout.titles.reports' } },
          { path: paths.mySchedule.path, element: <MySchedule />, handle: { title: 'layout.titles.mySchedule' } },
          { path: paths.messages.path, element: <Messages />, handle: { title: 'layout.titles.messages' } },
          { path: paths.message.path, element: <Chat />, handle: { title: 'layout.titles.chat' } },
          { path: paths.messagesWith.path, element: <Chat />, handle: { title: 'layout.titles.chat' } },
          { path: paths.profile.path, element: <Profile />, handle: { title: profileTitle } },
          { path: paths.jobseekerProfile.path, element: <JobseekerProfile />, handle: { title: 'layout.titles.jobseekerProfile' } },
          { path: paths.browseCompanies.path, element: <BrowseCompanies />, handle: { title: 'layout.titles.browseCompanies' } },
          { path: paths.company.path, element: <Company />, handle: { title: 'layout.titles.company' } },
          { path: paths.cvDatabase.path, element: <CvDatabase />, handle: { title: 'layout.titles.cvDatabase' } },
          { path: paths.cbBenchmark.path, element: <CbBenchmark />, handle: { title: 'layout.titles.cbBenchmark' } },
          { path: paths.documents.path, element: <Documents />, handle: { title: 'layout.titles.documents' } },
          { path: paths.createDocument.path, element: <CreateDocument />, handle: { title: 'layout.titles.createDocument' } },
          { path: paths.editDocument.path, element: <EditDocument />, handle: { title: 'layout.titles.editDocument' } },
          { path: paths.aiTeachers.path, element: <AiTeachers />, handle: { title: 'layout.titles.aiTeachers' } },
          { path: paths.aiTeacher.path, element: <AiTeacher />, handle: { title: 'layout.titles.aiTeacher' } },
          { path: paths.webhooks.path, element: <Webhooks />, handle: { title: 'layout.titles.webhooks' } },
        ],
      },
    ],
  },
];

function AppRoutes() {
  const { pathname } = useLocation();
  const screen = useRoutes(routes);
  return <RouteErrorBoundary pathname={pathname}>{screen}</RouteErrorBoundary>;
}

// react-router's declarative mode: its data router (loaders, actions, fetchers, none of which the
// app uses) would add about 17 KB gzip to every first load.
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
