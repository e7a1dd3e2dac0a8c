import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { paths } from '@/config/paths';
import { RedirectIfSignedIn, RequireSession } from './guards';
import { RouteError } from './routes/route-error';

// One chunk per screen; the shell (layout, guards, session) is all the first load needs.
const Login = lazy(() => import('@/features/auth/routes/login'));
const Register = lazy(() => import('@/features/auth/routes/register'));
const Verify = lazy(() => import('@/features/auth/routes/verify'));
const ResetPassword = lazy(() => import('@/features/auth/routes/reset-password'));
const ResetPasswordConfirm = lazy(() => import('@/features/auth/routes/reset-password-confirm'));
// The signed-in shell (menu, drawer, top bar) is a chunk of its own: the login page needs none of it.
const AppLayout = lazy(() => import('@/components/layout/app-layout'));
const Dashboard = lazy(() => import('@/features/dashboard/routes/dashboard'));
const Employees = lazy(() => import('@/features/accounts/routes/employees'));
const Settings = lazy(() => import('@/features/accounts/routes/settings'));
const NotFound = lazy(() => import('./routes/not-found'));

/** `handle.title` is the translation key of the heading in the top bar. */
export type RouteHandle = { title?: string };

function PublicPages() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/** Screens that exist. Later features add theirs here, and their rule to config/access.ts. */
export const routes: RouteObject[] = [
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
              { path: paths.auth.socialLogin.path, element: <Login /> },
              { path: paths.auth.register.path, element: <Register /> },
            ],
          },
          { path: paths.auth.verify.path, element: <Verify /> },
          { path: paths.auth.resetPassword.path, element: <ResetPassword /> },
          { path: paths.auth.resetPasswordConfirm.path, element: <ResetPasswordConfirm /> },
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
              { path: paths.settings.path, element: <Settings />, handle: { title: 'layout.titles.settings' } },
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
