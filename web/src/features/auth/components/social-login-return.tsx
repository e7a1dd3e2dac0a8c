import Spin from 'antd/es/spin';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useToasts } from '@/lib/toasts';
import { useFinishSocialLogin } from '../api/finish-social-login';
import { LoginForm } from './login-form';

/**
 * The login screen while the sign-in the provider sent back is finished. Once the server signs
 * in, the session guard leaves this page as it does after a password login; a refusal goes back
 * to the plain login screen under the refusal's toast.
 */
export function SocialLoginReturn({ provider }: { provider: string }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mutate } = useFinishSocialLogin();
  const state = params.get('state');
  const code = params.get('code');
  // A code works once: StrictMode's second effect run must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    // Replacing the page keeps its spent code out of the history.
    const backToLogin = () => navigate(paths.auth.login.getHref(), { replace: true });
    if (!state || !code) {
      // The provider says why (`?error=access_denied`), or the page was opened by hand. No API
      // call failed, so the query client's feedback has nothing to tell: this toast does.
      toasts.error(t('auth.social.notCompleted'));
      void backToLogin();
      return;
    }
    mutate({ provider, state, code }, { onError: () => void backToLogin() });
  }, [provider, state, code, mutate, navigate, toasts, t]);

  return (
    <Spin spinning description={t('auth.social.finishing')}>
      <LoginForm />
    </Spin>
  );
}
