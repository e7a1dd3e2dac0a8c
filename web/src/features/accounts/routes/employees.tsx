import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployees } from '../api/get-employees';
import { AddEmployeeDialog } from '../components/add-employee-dialog';
import { EmployeesTable } from '../components/employees-table';

export default function EmployeesRoute() {
  const { t } = useTranslation();
  const employees = useEmployees();
  const [adding, setAdding] = useState(false);
  return (
    <Card
      title={t('accounts.employees.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('accounts.employees.add')}
        </Button>
      }
    >
      <EmployeesTable employees={employees.data ?? []} loading={employees.isPending} />
      <AddEmployeeDialog open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
