import { useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { VerifyEmail } from '../components/verify-email';

export default function VerifyRoute() {
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <VerifyEmail uid={params.get('uid')} token={params.get('token')} />
    </AuthLayout>
  );
}
