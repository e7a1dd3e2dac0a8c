import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { paths } from '@/config/paths';
import { withTexts } from '@/lib/i18n';
import type { User } from '@/types/api';
import { RedirectIfSignedIn, RequireSession } from './guards';
import { RouteError } from './routes/route-error';

// One chunk per screen; the shell (layout, guards, session) is all the first load needs.
const Login = lazy(() => import('@/features/auth/routes/login'));
// The privacy terms' checkbox (namespace `privacy`) is on the register form and the apply dialog.
const Register = lazy(() => withTexts(import('@/features/auth/routes/register'), 'privacy'));
const Verify = lazy(() => import('@/features/auth/routes/verify'));
const ResetPassword = lazy(() => import('@/features/auth/routes/reset-password'));
const ResetPasswordConfirm = lazy(() => import('@/features/auth/routes/reset-password-confirm'));
const ChangeEmailConfirm = lazy(() => import('@/features/auth/routes/change-email-confirm'));
const SocialLogin = lazy(() => import('@/features/auth/routes/social-login'));
const SocialLinkConfirm = lazy(() => import('@/features/auth/routes/social-link-confirm'));
// The signed-in shell (menu, drawer, top bar) is a chunk of its own: the login page needs none of it.
const AppLayout = lazy(() => import('@/components/layout/app-layout'));
const Dashboard = lazy(() => withTexts(import('@/features/dashboard/routes/dashboard'), 'dashboard'));
// Employees and a job's page show parts of the delegates feature too: composed in app/routes.
const Employees = lazy(() => withTexts(import('./routes/employees'), 'accounts', 'delegates'));
const OrgChart = lazy(() => import('@/features/org/routes/org-chart'));
const CompetencyModel = lazy(() => import('@/features/org/routes/competency-model'));
const WorkforcePlanning = lazy(() =>
  withTexts(import('@/features/workforce-planning/routes/workforce-planning'), 'workforcePlanning', 'benchmark'),
);
const JobTemplate = lazy(() => import('@/features/jobs/routes/job-template'));
// Settings and the privacy page show parts of the privacy feature: composed in app/routes.
const Settings = lazy(() => withTexts(import('./routes/settings'), 'accounts', 'privacy'));
const Privacy = lazy(() => withTexts(import('./routes/privacy'), 'privacy'));
const Market = lazy(() => withTexts(import('@/features/market/routes/market'), 'market'));
const FindJobs = lazy(() => import('@/features/jobs/routes/find-jobs'));
const JobDetails = lazy(() => withTexts(import('@/features/jobs/routes/job'), 'privacy'));
const MyApplications = lazy(() => import('@/features/jobs/routes/my-applications'));
const PostJob = lazy(() => import('@/features/jobs/routes/post-job'));
const EditJob = lazy(() => import('@/features/jobs/routes/edit-job'));
const CompanyJobs = lazy(() => import('@/features/jobs/routes/company-jobs'));
const RequestedStaff = lazy(() => import('@/features/jobs/routes/requested-staff'));
// The AI proposal's texts come with the job's page, where its button is.
const MyJob = lazy(() => withTexts(import('./routes/my-job'), 'aiProposal', 'delegates'));
const AllApplicants = lazy(() => import('@/features/jobs/routes/all-applicants'));
const Applicant = lazy(() => import('@/features/jobs/routes/applicant'));
const JobOffers = lazy(() => import('@/features/jobs/routes/job-offers'));
const MySchedule = lazy(() => import('@/features/jobs/routes/my-schedule'));
const Messages = lazy(() => withTexts(import('@/features/chat/routes/messages'), 'chat'));
const Chat = lazy(() => withTexts(import('@/features/chat/routes/chat'), 'chat'));
const Profile = lazy(() => withTexts(import('@/features/profile/routes/profile'), 'profile'));
const JobseekerProfile = lazy(() => withTexts(import('@/features/profile/routes/jobseeker-profile'), 'profile'));
const BrowseCompanies = lazy(() => withTexts(import('@/features/companies/routes/browse-companies'), 'companies'));
const Company = lazy(() => withTexts(import('@/features/companies/routes/company'), 'companies'));
const CvDatabase = lazy(() => withTexts(import('@/features/cv-database/routes/cv-database'), 'cvDatabase'));
const CbBenchmark = lazy(() => withTexts(import('@/features/benchmark/routes/cb-benchmark'), 'benchmark'));
const Documents = lazy(() => withTexts(import('@/features/learning/routes/documents'), 'learning'));
const CreateDocument = lazy(() => withTexts(import('@/features/learning/routes/create-document'), 'learning'));
const EditDocument = lazy(() => withTexts(import('@/features/learning/routes/edit-document'), 'learning'));
const AiTeachers = lazy(() => withTexts(import('@/features/learning/routes/ai-teachers'), 'learning'));
const AiTeacher = lazy(() => withTexts(import('@/features/learning/routes/ai-teacher'), 'learning'));
const Webhooks = lazy(() => withTexts(import('@/features/webhooks/routes/webhooks'), 'webhooks'));
const NotFound = lazy(() => import('./routes/not-found'));

/**
 * `handle.title` is the translation key of the heading in the top bar, or a function of the
 * user that gives one (Post job reads "Request a staff" for a Hiring Manager).
 */
export type RouteHandle = { title?: string | ((user: User) => string) };

const profileTitle = (user: User) => (user.user_type === 'company' ? 'layout.titles.companyProfile' : 'layout.titles.myProfile');

const postJobTitle = (user: User) =>
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
    errorElement: <RouteError />,
    children: [
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
            element: <AppLayout />,
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
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
