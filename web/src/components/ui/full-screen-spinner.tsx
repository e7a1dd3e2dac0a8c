import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';

/** The overlay shown while the user (or a screen's code) loads. */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return <Spin fullscreen size="large" description={t('common.loading')} />;
}
