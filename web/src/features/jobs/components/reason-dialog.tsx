import Form from 'antd/es/form';
import Typography from 'antd/es/typography';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextArea } from '@/components/form/limited-text';
import { Dialog } from '@/components/ui/dialog';

type Props = {
  open: boolean;
  title: string;
  text?: string;
  okText: string;
  danger?: boolean;
  loading?: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
};

/** The generic text dialog: asks for an optional reason before a decline, reject or cancel. */
export function ReasonDialog({ open, title, text, okText, danger, loading, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  // A page holds several of these dialogs (one per application in My applications), always
  // rendered: the form's name keeps each one's field ids apart.
  const name = `reason${useId()}`;
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Dialog
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText={t('common.actions.cancel')}
      confirmLoading={loading}
      onOk={() => form.submit()}
      onCancel={onCancel}
    >
      {text && <Typography.Paragraph>{text}</Typography.Paragraph>}
      <Form form={form} name={name} layout="vertical" onFinish={(values) => onSubmit(values.reason?.trim() ?? '')}>
        <Form.Item name="reason" label={t('jobs.reason.label')} rules={[{ max: 2000, message: t('validation.max_chars', { count: 2000 }) }]}>
          <LimitedTextArea rows={3} limit={2000} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
