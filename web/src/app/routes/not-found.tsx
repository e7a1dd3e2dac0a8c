import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        padding: 24,
        textAlign: 'center',
      }}
    >
      <Typography.Title style={{ fontSize: 64, margin: 0 }}>{t('notFound.notFound')}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 18, maxWidth: 520 }}>
        {t('notFound.notFoundText')}
      </Typography.Paragraph>
      {/* A full replace: the whole app starts afresh, whatever state led here. */}
      <Button type="primary" size="large" onClick={() => window.location.replace(paths.home.getHref())}>
        {t('notFound.backToHome')}
      </Button>
    </main>
  );
}
