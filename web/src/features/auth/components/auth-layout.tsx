import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '@/components/layout/language-picker';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';

/** The frame of every public screen: brand, language picker and a card. */
export function AuthLayout({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
        background: 'linear-gradient(160deg, #eef2ff 0%, #f8fafc 60%)',
      }}
    >
      <SkipLink />
      <header style={{ width: '100%', maxWidth: 440, display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('common.appName')}
        </Typography.Title>
        <LanguagePicker />
      </header>
      {/* antd's Card, drawn with its tokens: its code brings tabs, a dropdown menu and a
          skeleton (about 25 KB gzip) that the first visit of a public screen would wait for. */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{
          width: '100%',
          maxWidth: 440,
          boxSizing: 'border-box',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        {title && (
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
        )}
        {children}
      </main>
    </div>
  );
}
