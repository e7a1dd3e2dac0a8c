import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formRules } from '@/lib/validation';
import { useDeleteAccount, type DeleteAccountInput } from '../api/delete-account';

export function DeleteAccount() {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<DeleteAccountInput>();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteAccount();

  return (
    <Card title={t('accounts.settings.deleteAccount.title')} styles={{ header: { color: 'var(--ant-color-error, #ff4d4f)' } }}>
      <Typography.Paragraph type="secondary">{t('accounts.settings.deleteAccount.text')}</Typography.Paragraph>
      <Button danger onClick={() => setConfirming(true)}>
        {t('accounts.settings.deleteAccount.button')}
      </Button>
      <Modal
        open={confirming}
        title={t('accounts.settings.deleteAccount.confirmTitle')}
        okText={t('accounts.settings.deleteAccount.confirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.actions.cancel')}
        confirmLoading={deletion.isPending}
        onOk={() => form.submit()}
        onCancel={() => setConfirming(false)}
        forceRender
      >
        <Typography.Paragraph>{t('accounts.settings.deleteAccount.confirmText')}</Typography.Paragraph>
        <Form<DeleteAccountInput> form={form} layout="vertical" onFinish={(values) => deletion.mutate(values)}>
          <Form.Item name="current_password" label={t('accounts.settings.currentPassword')} rules={[rules.required]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
