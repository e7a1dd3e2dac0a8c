import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

export default function RegisterRoute() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.register.title')}>
      <RegisterForm />
    </AuthLayout>
  );
}
