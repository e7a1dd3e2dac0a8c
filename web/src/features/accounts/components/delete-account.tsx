import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { formRules } from '@/lib/validation';
import { useDeleteAccount, type DeleteAccountRequest } from '../api/delete-account';

export function DeleteAccount() {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<DeleteAccountRequest>();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteAccount();
  const user = useUser();
  const companyName = user.user_type === 'company' ? user.profile?.company?.name : undefined;
  // The server's count of what would go with the company, once it asked for confirmation.
  const unconfirmed = deletion.error instanceof ApiError && deletion.error.code === 'company_deletion_unconfirmed'
    ? deletion.error.details
    : undefined;

  return (
    <Card title={t('accounts.settings.deleteAccount.title')} styles={{ header: { color: 'var(--ant-color-error, #ff4d4f)' } }}>
      <Typography.Paragraph type="secondary">{t('accounts.settings.deleteAccount.text')}</Typography.Paragraph>
      <Button danger onClick={() => setConfirming(true)}>
        {t('accounts.settings.deleteAccount.button')}
      </Button>
      <Dialog
        open={confirming}
        title={t('accounts.settings.deleteAccount.confirmTitle')}
        okText={t('accounts.settings.deleteAccount.confirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.actions.cancel')}
        confirmLoading={deletion.isPending}
        onOk={() => form.submit()}
        onCancel={() => setConfirming(false)}
      >
        <Typography.Paragraph>{t('accounts.settings.deleteAccount.confirmText')}</Typography.Paragraph>
        <Form<DeleteAccountRequest> form={form} layout="vertical" onFinish={(values) => deletion.mutate(values)}>
          <Form.Item name="current_password" label={t('accounts.settings.currentPassword')} rules={[rules.required]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {user.user_type === 'company' && (
            <>
              <Typography.Paragraph type="danger" data-testid="company-deletion-scope">
                {unconfirmed
                  ? t('accounts.settings.deleteAccount.companyCounts', {
                      employees: unconfirmed.employees,
                      jobs: unconfirmed.jobs,
                      applications: unconfirmed.applications,
                    })
                  : t('accounts.settings.deleteAccount.companyText')}
              </Typography.Paragraph>
              <Form.Item
                name="confirm_company_name"
                label={t('accounts.settings.deleteAccount.companyName', { name: companyName })}
                rules={[rules.required]}
              >
                <Input autoComplete="off" />
              </Form.Item>
            </>
          )}
        </Form>
      </Dialog>
    </Card>
  );
}
