import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/errors';
import { useConfirmSocialLink } from '../api/confirm-social-link';
import { EmailedLink } from './emailed-link';
import { LoginLink } from './login-link';

/** Opening the e-mailed link allows the provider that was refused to sign in to this account. */
export function ConfirmSocialLink({ uid, token }: { uid: string | null; token: string | null }) {
  const { t } = useTranslation();
  return (
    <EmailedLink
      uid={uid}
      token={token}
      confirmation={useConfirmSocialLink()}
      texts={{
        working: t('auth.socialLink.confirming'),
        missing: t('auth.verify.missingText'),
        successTitle: t('auth.socialLink.successTitle'),
        successText: t('auth.socialLink.successText'),
        failureTitle: t('auth.socialLink.failureTitle'),
      }}
      failureText={(error) => translateError(t, error)}
      next={<LoginLink />}
    />
  );
}
