import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { Select } from '@/components/ui/select';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import type { EmployeeRole } from '@/config/access';
import { useCreateEmployee, type AddEmployeeRequest } from '../api/create-employee';
import { usePositionChoices } from '../api/get-position-choices';
import { toApiDay } from '../utils/dates';
import { employeeRoles } from '../utils/roles';
import { EmploymentFields } from './employment-fields';

type AddEmployeeValues = Omit<AddEmployeeRequest, 'hired_on'> & { hired_on?: Dayjs | null };

export function AddEmployeeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<AddEmployeeValues>();
  const creation = useCreateEmployee();
  const positions = usePositionChoices({ enabled: open });

  const submit = ({ position_id, hired_on, ...values }: AddEmployeeValues) =>
    creation.mutate(
      { ...values, ...(position_id && { position_id }), ...(hired_on && { hired_on: toApiDay(hired_on) }) },
      {
        onSuccess: () => {
          form.resetFields();
          onClose();
        },
        onError: (error) => applyServerFieldErrors(form, error, t),
      },
    );

  return (
    <Dialog
      open={open}
      title={t('accounts.employees.addTitle')}
      okText={t('accounts.employees.invite')}
      cancelText={t('common.actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={creation.isPending}
    >
      <Form<AddEmployeeValues> form={form} name="add-employee" layout="vertical" onFinish={submit}>
        <Form.Item name="email" label={t('accounts.fields.email')} rules={[rules.required, rules.email]}>
          <Input type="email" />
        </Form.Item>
        <Form.Item name="first_name" label={t('accounts.fields.firstName')} rules={[rules.required]}>
          <Input />
        </Form.Item>
        <Form.Item name="last_name" label={t('accounts.fields.lastName')} rules={[rules.required]}>
          <Input />
        </Form.Item>
        <Form.Item name="role" label={t('accounts.fields.role')} rules={[rules.required]}>
          <Select<EmployeeRole> options={employeeRoles.map((role) => ({ value: role, label: t(`common.roles.${role}`) }))} />
        </Form.Item>
        <EmploymentFields choices={positions.data ?? []} loading={positions.isFetching} />
      </Form>
    </Dialog>
  );
}
