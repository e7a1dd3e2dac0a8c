import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { paths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/validation';
import { useResetPasswordConfirm } from '../api/reset-password-confirm';

type Values = { new_password: string; confirm_password: string };

export function ResetPasswordConfirmForm({ uid, token }: { uid: string | null; token: string | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const confirm = useResetPasswordConfirm();

  if (!uid || !token) {
    return (
      <Result
        status="warning"
        subTitle={t('auth.resetConfirm.missingText')}
        extra={<Link to={paths.auth.resetPassword.getHref()}>{t('auth.resetConfirm.requestNew')}</Link>}
      />
    );
  }

  const submit = ({ new_password }: Values) =>
    confirm.mutate(
      { uid, token, new_password },
      {
        onSuccess: () => navigate(paths.auth.login.getHref(), { replace: true }),
        onError: (error) => applyServerFieldErrors(form, error, t),
      },
    );

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit}>
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" block loading={confirm.isPending}>
        {t('auth.resetConfirm.submit')}
      </Button>
    </Form>
  );
}
