import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import { useSetPassword, type SetPasswordRequest } from '../api/set-password';

type Values = SetPasswordRequest & { confirm_password: string };

export function ChangePassword() {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const change = useSetPassword();

  const submit = ({ confirm_password: _confirm, ...input }: Values) =>
    change.mutate(input, {
      onSuccess: () => form.resetFields(),
      onError: (error) => applyServerFieldErrors(form, error, t),
    });

  return (
    <Card title={t('accounts.settings.password.title')}>
      <Form<Values> form={form} name="change-password" layout="vertical" onFinish={submit} style={{ maxWidth: 400 }}>
        <Form.Item name="current_password" label={t('accounts.settings.currentPassword')} rules={[rules.required]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('accounts.settings.password.title')}
        </Button>
      </Form>
    </Card>
  );
}
