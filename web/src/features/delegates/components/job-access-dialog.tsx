import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import { Select } from '@/components/ui/select';
import { Table } from '@/components/ui/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { formRules } from '@/lib/validation';
import type { JobAccessEntry } from '@/types/delegates';
import { useDelegates } from '../api/get-delegates';
import { useJobAccess } from '../api/get-job-access';
import { useGrantJobAccess } from '../api/grant-job-access';
import { useRevokeGrant } from '../api/revoke-grant';

/** The broadest reason an employee sees a job. */
const reasonColors: Partial<Record<JobAccessEntry['access'], string>> = {
  whole_company: 'green',
  unit: 'blue',
  job: 'purple',
  author: 'gold',
};

type Values = { employee_id: string };

function OpenToDelegate({ jobId, employees }: { jobId: string; employees: JobAccessEntry[] }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const delegates = useDelegates();
  const grant = useGrantJobAccess();
  // Delegates who hold this job on its own already are not offered again.
  const granted = new Set(employees.filter((employee) => employee.grant_id != null).map((employee) => employee.id));
  const choices = (delegates.data ?? []).filter((delegate) => !granted.has(delegate.id));

  const submit = ({ employee_id }: Values) =>
    grant.mutate({ jobId, employeeId: employee_id }, { onSuccess: () => form.resetFields() });

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item name="employee_id" label={t('delegates.job.delegate')} rules={[rules.required]}>
        <Select<string>
          loading={delegates.isPending}
          placeholder={t('delegates.job.delegatePlaceholder')}
          notFoundContent={t('delegates.job.noDelegates')}
          showSearch={{ optionFilterProp: 'label' }}
          options={choices.map((delegate) => ({
            value: delegate.id,
            label: `${delegate.first_name} ${delegate.last_name} (${delegate.email})`,
          }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={grant.isPending}>
        {t('delegates.job.grant')}
      </Button>
    </Form>
  );
}

/**
 * Who sees a job and why (company only): whole company, one of their units, the job granted on
 * its own, or its author. The company opens the job to a delegate here and revokes a single-job
 * grant. Mounted afresh for each opening (the caller keys it).
 */
export function JobAccessDialog({ jobId, open, onClose }: { jobId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const access = useJobAccess(jobId, { enabled: open });
  const revoke = useRevokeGrant();
  const employees = access.data?.employees ?? [];

  const columns: TableColumnsType<JobAccessEntry> = [
    {
      title: t('delegates.job.columns.name'),
      key: 'name',
      render: (_, employee) => (
        <>
          <div>{`${employee.first_name} ${employee.last_name}`}</div>
          <Typography.Text type="secondary">{employee.email}</Typography.Text>
        </>
      ),
    },
    {
      title: t('delegates.job.columns.role'),
      key: 'role',
      render: (_, employee) => t(`common.roles.${employee.role}`),
    },
    {
      title: t('delegates.job.columns.reason'),
      key: 'reason',
      render: (_, employee) => (
        <Tooltip title={t(`delegates.job.reasonHints.${employee.access}`)}>
          <Tag color={reasonColors[employee.access]} data-reason={employee.access}>
            {t(`delegates.job.reasons.${employee.access}`)}
          </Tag>
        </Tooltip>
      ),
    },
    {
      title: t('delegates.job.columns.applications'),
      key: 'applications',
      render: (_, employee) => t(employee.applicants ? 'delegates.job.applications.yes' : 'delegates.job.applications.no'),
    },
    {
      title: t('delegates.job.columns.actions'),
      key: 'actions',
      render: (_, employee) =>
        employee.grant_id != null && (
          <Button
            size="small"
            danger
            loading={revoke.isPending && revoke.variables === employee.grant_id}
            onClick={() => employee.grant_id && revoke.mutate(employee.grant_id)}
          >
            {t('delegates.job.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <Dialog open={open} title={t('delegates.job.title')} onCancel={onClose} footer={null} width={800}>
      <Flex vertical gap={16}>
        <Alert type="info" showIcon title={t('delegates.job.companyNote')} />
        <Table<JobAccessEntry>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={employees}
          loading={access.isPending}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('delegates.job.empty') }}
        />
        <div>
          <Typography.Title level={5}>{t('delegates.job.grantTitle')}</Typography.Title>
          <OpenToDelegate jobId={jobId} employees={employees} />
        </div>
      </Flex>
    </Dialog>
  );
}
