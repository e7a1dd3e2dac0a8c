import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { SocialLoginReturn } from '../components/social-login-return';

/** /auth/login/:provider, where the provider sends the browser back: the login screen meanwhile. */
export default function SocialLoginRoute() {
  const { t } = useTranslation();
  const { provider = '' } = useParams();
  return (
    <AuthLayout title={t('auth.login.title')}>
      <SocialLoginReturn provider={provider} />
    </AuthLayout>
  );
}
