import { useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { ConfirmEmail } from '../components/confirm-email';

export default function ChangeEmailConfirmRoute() {
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <ConfirmEmail uid={params.get('uid')} token={params.get('token')} />
    </AuthLayout>
  );
}
