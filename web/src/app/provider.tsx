import { QueryClientProvider } from '@tanstack/react-query';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import { useState, type ReactNode } from 'react';
import { requiredMark } from '@/components/form/required-mark';
import { SessionProvider } from '@/lib/session-provider';
import { i18n, useLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { createFeedback, TOAST_DURATION_MS } from './feedback';

const toastConfig = { duration: TOAST_DURATION_MS / 1000 };

function DataAndSession({ children }: { children: ReactNode }) {
  // The query client lives as long as the app. antd's message API from App.useApp() is one
  // object for the life of <App> (this component's parent), so the client keeps the first;
  // it translates with i18next's current language at the moment of the toast.
  const { message } = App.useApp();
  const [feedback] = useState(() => createFeedback(message, () => i18n.t.bind(i18n)));
  const [queryClient] = useState(() => createQueryClient(feedback));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider onExpired={feedback.sessionExpired}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { antdLocale } = useLanguage();
  return (
    <ConfigProvider locale={antdLocale} form={{ requiredMark }} theme={{ token: { colorPrimary: '#1d4ed8' } }}>
      <App message={toastConfig} notification={toastConfig}>
        <DataAndSession>{children}</DataAndSession>
      </App>
    </ConfigProvider>
  );
}
