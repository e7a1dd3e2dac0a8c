import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import { useSetEmail, type SetEmailRequest } from '../api/set-email';

export function ChangeEmail() {
  const { t } = useTranslation();
  const rules = formRules(t);
  const user = useUser();
  const [form] = Form.useForm<SetEmailRequest>();
  const change = useSetEmail();
  const same = t('accounts.settings.email.same');

  const submit = (input: SetEmailRequest) =>
    change.mutate(input, {
      onSuccess: () => form.resetFields(),
      onError: (error) => {
        // The server's invalid_choice for the new address means it is the current one.
        if (error instanceof ApiError && error.fields.new_email?.includes('invalid_choice')) {
          form.setFields([{ name: 'new_email', errors: [same] }]);
        } else applyServerFieldErrors(form, error, t);
      },
    });

  return (
    <Card title={t('accounts.settings.email.title')}>
      <Typography.Paragraph type="secondary">{t('accounts.settings.email.current', { email: user.email })}</Typography.Paragraph>
      {change.isSuccess && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('accounts.settings.email.sent')}
          description={t('accounts.settings.email.sentText', { email: change.variables.new_email })}
        />
      )}
      <Form<SetEmailRequest> form={form} name="change-email" layout="vertical" onFinish={submit} style={{ maxWidth: 400 }}>
        <Form.Item
          name="new_email"
          label={t('accounts.settings.email.new')}
          rules={[
            rules.required,
            rules.email,
            { validator: (_, value?: string) => (value?.trim().toLowerCase() === user.email.toLowerCase() ? Promise.reject(new Error(same)) : Promise.resolve()) },
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="current_password" label={t('accounts.settings.currentPassword')} rules={[rules.required]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('accounts.settings.email.submit')}
        </Button>
      </Form>
    </Card>
  );
}
