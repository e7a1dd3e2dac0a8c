import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function LoginLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.auth.login.getHref()}>
      <Button type="primary">{t('common.actions.goToLogin')}</Button>
    </Link>
  );
}
