import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordConfirmForm } from '../components/reset-password-confirm-form';

/** With invite=1 an employee sets the first password of the account a company made. */
export default function ResetPasswordConfirmRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const invite = params.get('invite') === '1';
  return (
    <AuthLayout title={t(invite ? 'auth.resetConfirm.inviteTitle' : 'auth.resetConfirm.title')}>
      <ResetPasswordConfirmForm uid={params.get('uid')} token={params.get('token')} />
    </AuthLayout>
  );
}
