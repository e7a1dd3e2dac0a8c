import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { translateError } from '@/lib/errors';
import { formRules } from '@/lib/validation';
import { useLogin, type LoginRequest } from '../api/login';
import { SocialLoginButtons } from './social-login-buttons';

export function LoginForm() {
  const { t } = useTranslation();
  const rules = formRules(t);
  const login = useLogin();

  return (
    <Form<LoginRequest> layout="vertical" onFinish={(values) => login.mutate(values)} autoComplete="on">
      <Form.Item name="email" label={t('auth.fields.email')} rules={[rules.required, rules.email]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.fields.password')} rules={[rules.required]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <div style={{ textAlign: 'right', marginTop: -8, marginBottom: 16 }}>
        <Link to={paths.auth.resetPassword.getHref()}>{t('auth.login.forgotPassword')}</Link>
      </div>
      {login.isError && (
        // Stays while the person reads it, saying how long to wait after too many attempts.
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={translateError(t, login.error)} />
      )}
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('auth.login.submit')}
      </Button>
      <SocialLoginButtons />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {t('auth.login.noAccount')} <Link to={paths.auth.register.getHref()}>{t('auth.login.register')}</Link>
      </Typography.Paragraph>
    </Form>
  );
}
