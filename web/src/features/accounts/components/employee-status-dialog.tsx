import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Typography from 'antd/es/typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { applyServerFieldErrors } from '@/lib/validation';
import type { Employee } from '@/types/api';
import { useSetEmployeeStatus } from '../api/set-employee-status';
import { DAY_FORMAT, toApiDay } from '../utils/dates';

type StatusValues = { signed_off_on?: Dayjs | null };

type Props = { employee: Employee | null; open: boolean; onClose: () => void };

/**
 * Confirms making an employee inactive (with a sign-off date, today unless changed) or active
 * again. Deactivation signs them out everywhere at once and keeps their history.
 */
export function EmployeeStatusDialog({ employee, open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StatusValues>();
  const deactivating = employee?.status !== 'inactive';
  const change = useSetEmployeeStatus(deactivating ? 'inactive' : 'active');

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ signed_off_on: dayjs() });
  }, [open, form]);

  const submit = ({ signed_off_on }: StatusValues) => {
    if (!employee) return;
    change.mutate(
      {
        id: employee.id,
        change: deactivating
          ? { status: 'inactive', ...(signed_off_on && { signed_off_on: toApiDay(signed_off_on) }) }
          : { status: 'active' },
      },
      { onSuccess: onClose, onError: (error) => applyServerFieldErrors(form, error, t) },
    );
  };

  const name = employee ? `${employee.first_name} ${employee.last_name}` : '';
  const texts = deactivating ? 'accounts.employees.deactivate' : 'accounts.employees.activate';
  return (
    <Dialog
      open={open}
      title={t(`${texts}.title`, { name })}
      okText={t(`${texts}.confirm`)}
      okButtonProps={{ danger: deactivating }}
      cancelText={t('common.actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={change.isPending}
    >
      <Typography.Paragraph>{t(`${texts}.text`, { name })}</Typography.Paragraph>
      <Form<StatusValues> form={form} name="employee-status" layout="vertical" onFinish={submit}>
        {deactivating && (
          <Form.Item name="signed_off_on" label={t('accounts.fields.signedOffOn')} extra={t('accounts.employees.deactivate.dateHint')}>
            <DatePicker format={DAY_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        )}
      </Form>
    </Dialog>
  );
}
