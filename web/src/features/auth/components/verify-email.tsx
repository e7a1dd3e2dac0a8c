import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useActivate } from '../api/activate';
import { EmailedLink } from './emailed-link';
import { LoginLink } from './login-link';

export function VerifyEmail({ uid, token }: { uid: string | null; token: string | null }) {
  const { t } = useTranslation();
  return (
    <EmailedLink
      uid={uid}
      token={token}
      confirmation={useActivate()}
      texts={{
        working: t('auth.verify.verifying'),
        missing: t('auth.verify.missingText'),
        successTitle: t('auth.verify.successTitle'),
        successText: t('auth.verify.successText'),
        failureTitle: t('auth.verify.failureTitle'),
      }}
      failureText={(error) =>
        error instanceof ApiError && error.code === 'link_not_valid' ? t('auth.verify.failureText') : t('errors.generic')
      }
      next={<LoginLink />}
    />
  );
}
