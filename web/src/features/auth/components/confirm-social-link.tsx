import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { translateError } from '@/lib/errors';
import { useConfirmSocialLink } from '../api/confirm-social-link';

function LoginLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.auth.login.getHref()}>
      <Button type="primary">{t('common.actions.goToLogin')}</Button>
    </Link>
  );
}

/** Opening the e-mailed link allows the provider that was refused to sign in to this account. */
export function ConfirmSocialLink({ uid, token }: { uid: string | null; token: string | null }) {
  const { t } = useTranslation();
  const confirmation = useConfirmSocialLink();
  const { mutate } = confirmation;
  // A link works once: StrictMode's second effect run must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!uid || !token || sent.current) return;
    sent.current = true;
    mutate({ uid, token });
  }, [uid, token, mutate]);

  if (!uid || !token) {
    return <Result status="warning" title={t('auth.socialLink.failureTitle')} subTitle={t('auth.verify.missingText')} extra={<LoginLink />} />;
  }
  if (confirmation.isSuccess) {
    return <Result status="success" title={t('auth.socialLink.successTitle')} subTitle={t('auth.socialLink.successText')} extra={<LoginLink />} />;
  }
  if (confirmation.isError) {
    return (
      <Result status="error" title={t('auth.socialLink.failureTitle')} subTitle={translateError(t, confirmation.error)} extra={<LoginLink />} />
    );
  }
  return (
    <div style={{ textAlign: 'center', padding: 32 }}>
      <Spin size="large" description={t('auth.socialLink.confirming')}>
        <div style={{ height: 48 }} />
      </Spin>
    </div>
  );
}
