import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formRules } from '@/lib/validation';
import { useResetPassword, type EmailRequest } from '../api/reset-password';

export function ResetPasswordForm() {
  const { t } = useTranslation();
  const rules = formRules(t);
  const reset = useResetPassword();

  if (reset.isSuccess) {
    return (
      <Result
        status="success"
        title={t('auth.reset.sentTitle')}
        subTitle={t('auth.reset.sentText', { email: reset.variables.email })}
        extra={<Link to={paths.auth.login.getHref()}>{t('auth.reset.backToLogin')}</Link>}
      />
    );
  }

  return (
    <Form<EmailRequest> layout="vertical" onFinish={(values) => reset.mutate(values)}>
      <Typography.Paragraph type="secondary">{t('auth.reset.text')}</Typography.Paragraph>
      <Form.Item name="email" label={t('auth.fields.email')} rules={[rules.required, rules.email]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        {t('auth.reset.submit')}
      </Button>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to={paths.auth.login.getHref()}>{t('auth.reset.backToLogin')}</Link>
      </Typography.Paragraph>
    </Form>
  );
}
