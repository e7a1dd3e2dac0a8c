import { useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { ConfirmSocialLink } from '../components/confirm-social-link';

export default function SocialLinkConfirmRoute() {
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <ConfirmSocialLink uid={params.get('uid')} token={params.get('token')} />
    </AuthLayout>
  );
}
