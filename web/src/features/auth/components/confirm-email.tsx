import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { translateError } from '@/lib/errors';
import { useConfirmEmail } from '../api/confirm-email';
import { EmailedLink } from './emailed-link';

/** Signed in: back to the settings, which show the new address. Otherwise: to the login. */
function NextLink() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const [to, label] = isAuthenticated
    ? [paths.settings.getHref(), 'common.actions.settings']
    : [paths.auth.login.getHref(), 'common.actions.goToLogin'];
  return (
    <Link to={to}>
      <Button type="primary">{t(label)}</Button>
    </Link>
  );
}

export function ConfirmEmail({ uid, token }: { uid: string | null; token: string | null }) {
  const { t } = useTranslation();
  const { isAuthenticated, reloadUser } = useSession();
  return (
    <EmailedLink
      uid={uid}
      token={token}
      confirmation={useConfirmEmail()}
      onConfirmed={() => isAuthenticated && reloadUser()}
      texts={{
        working: t('auth.verify.verifying'),
        missing: t('auth.verify.missingText'),
        successTitle: t('auth.changeEmail.successTitle'),
        successText: t('auth.changeEmail.successText'),
        failureTitle: t('auth.changeEmail.failureTitle'),
      }}
      // Someone registered the address after the link was sent.
      failureText={(error) =>
        error instanceof ApiError && error.fields.new_email?.includes('email_taken') ? t('validation.email_taken') : translateError(t, error)
      }
      next={<NextLink />}
    />
  );
}
