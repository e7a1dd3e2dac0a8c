import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { formRules } from '@/lib/validation';

/**
 * A new password under the server's rules (spec section 5) and its confirmation, which must
 * match: registration, the reset link and the settings share these two fields.
 */
export function NewPasswordFields({ name = 'new_password', label = 'auth.fields.newPassword' }: { name?: string; label?: string }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  return (
    <>
      <Form.Item name={name} label={t(label)} extra={t('auth.passwordHint')} rules={[rules.required, rules.password]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label={t('auth.fields.confirmPassword')}
        dependencies={[name]}
        rules={[rules.required, rules.matches(name)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
