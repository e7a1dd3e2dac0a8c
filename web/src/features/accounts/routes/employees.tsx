import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Employee } from '@/types/api';
import { useEmployees } from '../api/get-employees';
import { AddEmployeeDialog } from '../components/add-employee-dialog';
import { EditEmployeeDialog } from '../components/edit-employee-dialog';
import { EmployeeStatusDialog } from '../components/employee-status-dialog';
import { EmployeesTable, type EmployeeColumn } from '../components/employees-table';

type Dialog = 'add' | 'edit' | 'status' | null;

/** `extraColumn`: what another feature shows of each employee (the app composes it, app/routes). */
export default function EmployeesRoute({ extraColumn }: { extraColumn?: EmployeeColumn } = {}) {
  const { t } = useTranslation();
  const employees = useEmployees();
  // ?employee=id (a click on a person in the org chart): their row is highlighted and scrolled to.
  const [params] = useSearchParams();
  const focusedId = params.get('employee');
  useEffect(() => {
    if (!focusedId || !employees.data) return;
    const row = [...document.querySelectorAll('tr[data-row-key]')].find((tr) => tr.getAttribute('data-row-key') === focusedId);
    if (row && typeof row.scrollIntoView === 'function') row.scrollIntoView({ block: 'center' });
  }, [focusedId, employees.data]);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Kept after closing, so a closing dialog still shows whom it was about.
  const [target, setTarget] = useState<Employee | null>(null);
  const open = (next: Dialog) => (employee: Employee) => {
    setTarget(employee);
    setDialog(next);
  };
  const close = () => setDialog(null);
  return (
    <Card
      title={t('accounts.employees.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog('add')}>
          {t('accounts.employees.add')}
        </Button>
      }
    >
      <EmployeesTable
        employees={employees.data ?? []}
        loading={employees.isPending}
        onEdit={open('edit')}
        onChangeStatus={open('status')}
        focusedId={focusedId}
        extraColumn={extraColumn}
      />
      <AddEmployeeDialog open={dialog === 'add'} onClose={close} />
      <EditEmployeeDialog employee={target} open={dialog === 'edit'} onClose={close} />
      <EmployeeStatusDialog employee={target} open={dialog === 'status'} onClose={close} />
    </Card>
  );
}
