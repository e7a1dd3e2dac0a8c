import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { Table } from '@/components/ui/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@/types/api';
import { formatDay } from '../utils/dates';

const EMPTY = '—';

/**
 * A column another feature adds to the table, before Actions, with a button of its own among
 * each row's actions. The app composes it (app/routes/employees.tsx): features do not import
 * each other.
 */
export type EmployeeColumn = {
  key: string;
  title: string;
  render: (employee: Employee) => ReactNode;
  action: { label: string; onClick: (employee: Employee) => void };
};

type Props = {
  employees: Employee[];
  loading: boolean;
  onEdit: (employee: Employee) => void;
  /** Asks to make an active employee inactive, or an inactive one active. */
  onChangeStatus: (employee: Employee) => void;
  /** An employee to point out (opened from the org chart): their row is highlighted. */
  focusedId?: string | null;
  extraColumn?: EmployeeColumn;
};

/** An e-mail address or a date reads as one piece: the other columns wrap, or the table scrolls, rather than break it. */
const unbroken = {
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

export function EmployeesTable({ employees, loading, onEdit, onChangeStatus, focusedId, extraColumn }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Employee> = [
    {
      title: t('accounts.employees.columns.name'),
      key: 'name',
      render: (_, employee) => `${employee.first_name} ${employee.last_name}`,
    },
    { title: t('accounts.employees.columns.email'), dataIndex: 'email', key: 'email', ...unbroken },
    {
      title: t('accounts.employees.columns.role'),
      dataIndex: 'role',
      key: 'role',
      render: (role: Employee['role']) => t(`common.roles.${role}`),
    },
    {
      title: t('accounts.employees.columns.position'),
      key: 'position',
      minWidth: 160,
      render: (_, employee) =>
        employee.position_title ? (
          <>
            <div>{employee.position_title}</div>
            {employee.unit_name && <Typography.Text type="secondary">{employee.unit_name}</Typography.Text>}
          </>
        ) : (
          EMPTY
        ),
    },
    {
      title: t('accounts.employees.columns.hiredOn'),
      key: 'hired_on',
      ...unbroken,
      render: (_, employee) => formatDay(employee.hired_on) || EMPTY,
    },
    {
      title: t('accounts.employees.columns.signedOffOn'),
      key: 'signed_off_on',
      ...unbroken,
      render: (_, employee) => formatDay(employee.signed_off_on) || EMPTY,
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
    ...(extraColumn
      ? [{ title: extraColumn.title, key: extraColumn.key, render: (_: unknown, employee: Employee) => extraColumn.render(employee) }]
      : []),
    {
      title: t('accounts.employees.columns.actions'),
      key: 'actions',
      ...unbroken,
      render: (_, employee) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(employee)}>
            {t('accounts.employees.edit')}
          </Button>
          {extraColumn && (
            <Button type="link" size="small" onClick={() => extraColumn.action.onClick(employee)}>
              {extraColumn.action.label}
            </Button>
          )}
          <Button type="link" size="small" danger={employee.status === 'active'} onClick={() => onChangeStatus(employee)}>
            {t(employee.status === 'active' ? 'accounts.employees.deactivate.action' : 'accounts.employees.activate.action')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<Employee>
      rowKey="id"
      rowClassName={(employee) => (employee.id === focusedId ? 'ant-table-row-selected employee-focused' : '')}
      columns={columns}
      dataSource={employees}
      loading={loading}
      pagination={false}
      // Names, roles and positions wrap between words to leave e-mails and dates whole; the
      // table scrolls only where even that cannot fit (a phone).
      tableLayout="auto"
      scroll={{ x: true }}
      locale={{ emptyText: t('accounts.employees.empty') }}
    />
  );
}
