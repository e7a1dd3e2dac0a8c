import Layout from 'antd/es/layout';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useStoredState } from '@/hooks/use-stored-state';
import { useSession, useUser } from '@/lib/auth';
import { RealtimeProvider } from '@/lib/realtime-provider';
import type { UserResponse } from '@/types/api';
import { SideMenu } from './side-menu';
import { SidebarFooter } from './sidebar-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

// Only narrow screens show the menu in a drawer: a wide screen's first load does without its code.
const Drawer = lazy(() => import('@/components/ui/drawer').then(({ Drawer }) => ({ default: Drawer })));

export const DRAWER_WIDTH = 272;
const WIDE_SCREEN = '(min-width: 992px)';
const DRAWER_OPEN_KEY = 'hire.drawer.open';

function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const { signOut } = useSession();
  return (
    <nav style={{ display: 'flex', flexDirection: 'column', height: '100%' }} aria-label={t('layout.navigation')}>
      <Link to={paths.home.getHref()} onClick={onNavigate} style={{ padding: '16px 24px' }}>
        <Typography.Title level={3} style={{ margin: 0, color: 'inherit' }}>
          {t('common.appName')}
        </Typography.Title>
      </Link>
      <div style={{ flex: 1, overflowY: 'auto' }}>
        <SideMenu user={user} onNavigate={onNavigate} />
      </div>
      <SidebarFooter user={user} onLogout={() => signOut()} onNavigate={onNavigate} />
    </nav>
  );
}

/**
 * The signed-in shell. On wide screens the drawer is persistent and remembers whether it is
 * open; on small ones it is a temporary overlay that starts closed and closes on navigation.
 * `pageTitle` gives the translation key of the top bar's heading for a page (the router's).
 */
export default function AppLayout({ pageTitle }: { pageTitle: (pathname: string, user: UserResponse) => string | undefined }) {
  const user = useUser();
  const { pathname } = useLocation();
  const wide = useMediaQuery(WIDE_SCREEN);
  const [pinnedOpen, setPinnedOpen] = useStoredState(DRAWER_OPEN_KEY, true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const closeOverlay = useCallback(() => setOverlayOpen(false), []);
  const toggle = () => (wide ? setPinnedOpen(!pinnedOpen) : setOverlayOpen(!overlayOpen));

  return (
    <RealtimeProvider userId={user.id}>
      <SkipLink />
      <Layout style={{ minHeight: '100vh' }}>
        {wide ? (
          <Layout.Sider
            width={DRAWER_WIDTH}
            collapsedWidth={0}
            collapsed={!pinnedOpen}
            trigger={null}
            theme="light"
            style={{ position: 'sticky', top: 0, height: '100vh', borderInlineEnd: '1px solid rgba(5, 5, 5, 0.06)' }}
          >
            <SideNav />
          </Layout.Sider>
        ) : (
          <Suspense fallback={null}>
            <Drawer
              placement="left"
              size={DRAWER_WIDTH}
              open={overlayOpen}
              onClose={closeOverlay}
              closable={false}
              styles={{ body: { padding: 0 } }}
            >
              <SideNav onNavigate={closeOverlay} />
            </Drawer>
          </Suspense>
        )}
        <Layout>
          <TopBar user={user} title={pageTitle(pathname, user)} onToggleMenu={toggle} />
          <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: 24 }}>
            <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '64px auto' }} />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </RealtimeProvider>
  );
}
