import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

export default function LoginRoute() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.login.title')}>
      <LoginForm />
    </AuthLayout>
  );
}
