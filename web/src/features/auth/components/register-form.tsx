import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { PrivacyTermsField } from '@/components/form/privacy-terms-field';
import { paths } from '@/config/paths';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import { useRegister, type RegisterRequest } from '../api/register';

type RegisterValues = RegisterRequest & { confirm_password: string };

export function RegisterForm() {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<RegisterValues>();
  const userType = Form.useWatch('user_type', form) ?? 'jobseeker';
  const registration = useRegister();

  if (registration.isSuccess) {
    return (
      <Result
        status="success"
        title={t('auth.register.successTitle')}
        subTitle={
          <>
            {t('auth.register.successText', { email: registration.variables.email })}
            {registration.variables.user_type === 'company' && (
              <>
                <br />
                {t('auth.register.companyNote')}
              </>
            )}
          </>
        }
        extra={
          <Link to={paths.auth.login.getHref()}>
            <Button type="primary">{t('auth.register.login')}</Button>
          </Link>
        }
      />
    );
  }

  const submit = ({ confirm_password: _confirm, ...values }: RegisterValues) => {
    const input: RegisterRequest = values.user_type === 'company' ? values : { ...values, company_name: undefined };
    registration.mutate(input, { onError: (error) => applyServerFieldErrors(form, error, t) });
  };

  return (
    <Form<RegisterValues> form={form} layout="vertical" initialValues={{ user_type: 'jobseeker' }} onFinish={submit}>
      <Form.Item name="user_type" label={t('auth.register.accountType')}>
        <Radio.Group optionType="button" buttonStyle="solid">
          <Radio value="company">{t('auth.register.asCompany')}</Radio>
          <Radio value="jobseeker">{t('auth.register.asJobseeker')}</Radio>
        </Radio.Group>
      </Form.Item>
      {userType === 'company' && (
        <Form.Item name="company_name" label={t('auth.fields.companyName')} rules={[rules.required]}>
          <Input autoComplete="organization" />
        </Form.Item>
      )}
      <Form.Item name="first_name" label={t('auth.fields.firstName')} rules={[rules.required]}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="last_name" label={t('auth.fields.lastName')} rules={[rules.required]}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('auth.fields.email')}
        dependencies={['user_type']}
        rules={[rules.required, rules.email, ...(userType === 'company' ? [rules.businessEmail] : [])]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <NewPasswordFields name="password" label="auth.fields.password" />
      <PrivacyTermsField />
      <Button type="primary" htmlType="submit" block loading={registration.isPending}>
        {t('auth.register.submit')}
      </Button>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {t('auth.register.haveAccount')} <Link to={paths.auth.login.getHref()}>{t('auth.register.login')}</Link>
      </Typography.Paragraph>
    </Form>
  );
}
