import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@/types/api';

export function EmployeesTable({ employees, loading }: { employees: Employee[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Employee> = [
    {
      title: t('accounts.employees.columns.name'),
      key: 'name',
      render: (_, employee) => `${employee.first_name} ${employee.last_name}`,
    },
    { title: t('accounts.employees.columns.email'), dataIndex: 'email', key: 'email' },
    {
      title: t('accounts.employees.columns.role'),
      dataIndex: 'role',
      key: 'role',
      render: (role: Employee['role']) => t(`common.roles.${role}`),
    },
    {
      title: t('accounts.employees.columns.status'),
      key: 'status',
      render: (_, employee) => (
        <>
          <Tag color={employee.status === 'active' ? 'green' : 'default'}>{t(`accounts.employees.status.${employee.status}`)}</Tag>
          {employee.invited && <Tag color="blue">{t('accounts.employees.status.invited')}</Tag>}
        </>
      ),
    },
  ];
  return (
    <Table<Employee>
      rowKey="id"
      columns={columns}
      dataSource={employees}
      loading={loading}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: t('accounts.employees.empty') }}
    />
  );
}
