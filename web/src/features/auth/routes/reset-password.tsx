import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';

export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.reset.title')}>
      <ResetPasswordForm />
    </AuthLayout>
  );
}
