import Button from 'antd/es/button';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from '@/components/ui/centered-message';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { access } from '@/config/access';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

/**
 * Gate of every signed-in route: no session goes to login (remembering the way back), a user
 * who may not open the route (user type, role or module) goes to /404.
 */
export function RequireSession() {
  const { t } = useTranslation();
  const { isAuthenticated, status, user, endReason, reloadUser } = useSession();
  const location = useLocation();

  if (!isAuthenticated) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={paths.auth.login.getHref(endReason === 'logout' ? null : here)} replace />;
  }
  if (status === 'failed') {
    return (
      <CenteredMessage text={t('errors.user_load_failed')}>
        <Button type="primary" onClick={reloadUser}>
          {t('common.actions.retry')}
        </Button>
      </CenteredMessage>
    );
  }
  if (!user) return <FullScreenSpinner />;
  if (access(location.pathname, user) !== 'allow') return <Navigate to={paths.notFound.getHref()} replace />;
  return <Outlet />;
}

/** Only for a safe in-app path: an open redirect to another site is not followed. */
function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : paths.home.getHref();
}

/** Login and register make no sense with a session: go where the user was heading. */
export function RedirectIfSignedIn() {
  const { isAuthenticated } = useSession();
  const [params] = useSearchParams();
  if (isAuthenticated) return <Navigate to={safeRedirect(params.get('redirectTo'))} replace />;
  return <Outlet />;
}
