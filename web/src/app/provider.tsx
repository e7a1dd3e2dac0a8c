import { DownOutlined } from '@ant-design/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { passwordVisibilityIcon } from '@/components/form/password-visibility-icon';
import { requiredMark } from '@/components/form/required-mark';
import { SessionProvider } from '@/lib/session-provider';
import { i18n, useLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { firstErrorScroll } from '@/lib/validation';
import { createToastQueue, ToastsContext } from '@/lib/toasts';
import { createFeedback } from './feedback';
import { appTheme } from './theme';

const ToastHolder = lazy(() => import('./toast-holder'));

function DataAndSession({ children }: { children: ReactNode }) {
  // The query client and its toasts live as long as the app; a toast is translated with
  // i18next's current language at the moment it is shown.
  const [queue] = useState(createToastQueue);
  const [feedback] = useState(() => createFeedback(queue.toasts, () => i18n.t.bind(i18n)));
  const [queryClient] = useState(() => createQueryClient(feedback));
  const toastsWanted = useSyncExternalStore(queue.subscribe, queue.wanted);
  return (
    <ToastsContext.Provider value={queue.toasts}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider onExpired={feedback.sessionExpired}>{children}</SessionProvider>
      </QueryClientProvider>
      {toastsWanted && (
        <Suspense fallback={null}>
          <ToastHolder onReady={queue.attach} />
        </Suspense>
      )}
    </ToastsContext.Provider>
  );
}

/**
 * The text style antd's <App> gives what no component styles. <App> itself is not used: it
 * brings the code of modals, messages and notifications (about 50 KB gzip) into the first load.
 */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {children}
    </div>
  );
}

/**
 * A select's arrow: antd's names itself in English ("down") beside the select's own name; it only
 * shows that the list opens.
 */
const selectArrow = { suffixIcon: <DownOutlined aria-hidden /> };

export function AppProvider({ children }: { children: ReactNode }) {
  const { antdLocale } = useLanguage();
  return (
    <ConfigProvider
      locale={antdLocale}
      form={{ requiredMark, scrollToFirstError: firstErrorScroll }}
      theme={appTheme}
      inputPassword={{ iconRender: passwordVisibilityIcon }}
      select={selectArrow}
    >
      <BaseText>
        <DataAndSession>{children}</DataAndSession>
      </BaseText>
    </ConfigProvider>
  );
}
