import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from '@/components/ui/centered-message';

/** A screen that failed to render or to load its code (an older tab after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <CenteredMessage text={t('errors.generic')}>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('common.actions.reload')}
      </Button>
    </CenteredMessage>
  );
}
