import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useActivate } from '../api/activate';

function LoginLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.auth.login.getHref()}>
      <Button type="primary">{t('common.actions.goToLogin')}</Button>
    </Link>
  );
}

export function VerifyEmail({ uid, token }: { uid: string | null; token: string | null }) {
  const { t } = useTranslation();
  const activation = useActivate();
  const { mutate } = activation;
  // A link works once: StrictMode's second effect run must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!uid || !token || sent.current) return;
    sent.current = true;
    mutate({ uid, token });
  }, [uid, token, mutate]);

  if (!uid || !token) {
    return <Result status="warning" title={t('auth.verify.failureTitle')} subTitle={t('auth.verify.missingText')} extra={<LoginLink />} />;
  }
  if (activation.isSuccess) {
    return <Result status="success" title={t('auth.verify.successTitle')} subTitle={t('auth.verify.successText')} extra={<LoginLink />} />;
  }
  if (activation.isError) {
    const linkProblem = activation.error instanceof ApiError && activation.error.code === 'link_not_valid';
    return (
      <Result
        status="error"
        title={t('auth.verify.failureTitle')}
        subTitle={linkProblem ? t('auth.verify.failureText') : t('errors.generic')}
        extra={<LoginLink />}
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
