import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { translateError } from '@/lib/errors';
import { useConfirmEmail } from '../api/confirm-email';

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
  const confirmation = useConfirmEmail();
  const { mutate } = confirmation;
  // A link works once: StrictMode's second effect run must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!uid || !token || sent.current) return;
    sent.current = true;
    mutate({ uid, token }, { onSuccess: () => isAuthenticated && reloadUser() });
  }, [uid, token, mutate, isAuthenticated, reloadUser]);

  if (!uid || !token) {
    return <Result status="warning" title={t('auth.changeEmail.failureTitle')} subTitle={t('auth.verify.missingText')} extra={<NextLink />} />;
  }
  if (confirmation.isSuccess) {
    return <Result status="success" title={t('auth.changeEmail.successTitle')} subTitle={t('auth.changeEmail.successText')} extra={<NextLink />} />;
  }
  if (confirmation.isError) {
    const { error } = confirmation;
    // Someone registered the address after the link was sent.
    const taken = error instanceof ApiError && error.fields.new_email?.includes('email_taken');
    return (
      <Result
        status="error"
        title={t('auth.changeEmail.failureTitle')}
        subTitle={taken ? t('validation.email_taken') : translateError(t, error)}
        extra={<NextLink />}
      />
    );
  }
  return (
    <div style={{ textAlign: 'center', padding: 32 }}>
      <Spin size="large" description={t('auth.verify.verifying')}>
        <div style={{ height: 48 }} />
      </Spin>
    </div>
  );
}
