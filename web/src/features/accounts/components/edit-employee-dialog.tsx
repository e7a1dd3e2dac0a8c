import Form from 'antd/es/form';
import { Select } from '@/components/ui/select';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import type { Employee } from '@/types/api';
import { usePositionChoices } from '../api/get-position-choices';
import { useUpdateEmployee } from '../api/update-employee';
import { fromApiDay } from '../utils/dates';
import { employeeChanges, type EditEmployeeValues } from '../utils/employee-changes';
import { positionLabel } from '../utils/position-choices';
import { employeeRoles } from '../utils/roles';
import { EmploymentFields } from './employment-fields';

type Props = { employee: Employee | null; open: boolean; onClose: () => void };

/** Change an employee's role, place in the structure and hired date. */
export function EditEmployeeDialog({ employee, open, onClose }: Props) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<EditEmployeeValues>();
  const update = useUpdateEmployee();
  const positions = usePositionChoices({ enabled: open });

  // Their current position stays choosable even when it is no longer open (archived since).
  const choices = useMemo(() => {
    const listed = positions.data ?? [];
    if (!employee?.position_id || listed.some((choice) => choice.value === employee.position_id)) return listed;
    return [{ value: employee.position_id, label: positionLabel(employee.unit_name, employee.position_title ?? '') }, ...listed];
  }, [positions.data, employee]);

  useEffect(() => {
    if (!open || !employee) return;
    form.resetFields();
    form.setFieldsValue({
      role: employee.role,
      position_id: employee.position_id ?? undefined,
      hired_on: fromApiDay(employee.hired_on),
    });
  }, [open, employee, form]);

  const submit = (values: EditEmployeeValues) => {
    if (!employee) return;
    const changes = employeeChanges(employee, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: employee.id, changes },
      { onSuccess: onClose, onError: (error) => applyServerFieldErrors(form, error, t) },
    );
  };

  const name = employee ? `${employee.first_name} ${employee.last_name}` : '';
  return (
    <Dialog
      open={open}
      title={t('accounts.employees.editTitle', { name })}
      okText={t('accounts.employees.save')}
      cancelText={t('common.actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
    >
      <Form<EditEmployeeValues> form={form} name="edit-employee" layout="vertical" onFinish={submit}>
        <Form.Item name="role" label={t('accounts.fields.role')} rules={[rules.required]}>
          <Select<Employee['role']> options={employeeRoles.map((role) => ({ value: role, label: t(`common.roles.${role}`) }))} />
        </Form.Item>
        <EmploymentFields choices={choices} loading={positions.isFetching} />
      </Form>
    </Dialog>
  );
}
