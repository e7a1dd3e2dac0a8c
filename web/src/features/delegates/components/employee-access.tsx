import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useDelegate } from '../api/get-delegates';
import { GrantTag } from './grant-tag';

/**
 * An employee's access in a cell of the Employees screen: "Whole company", or "Limited" with the
 * granted units and jobs as tags (and whether they are kept from the applications).
 */
export function EmployeeAccess({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const { delegate } = useDelegate(employeeId);
  if (delegate === undefined) return null;
  if (delegate === null) {
    return (
      <Tag color="green" style={{ marginInlineEnd: 0 }}>
        {t('delegates.wholeCompany')}
      </Tag>
    );
  }
  return (
    <Flex wrap gap={4} align="center" data-testid="employee-access">
      <Tag color="orange" style={{ marginInlineEnd: 0 }}>
        {t('delegates.limited')}
      </Tag>
      {delegate.grants.map((grant) => (
        <GrantTag key={grant.id} grant={grant} />
      ))}
      {delegate.grants.length === 0 && <Typography.Text type="secondary">{t('delegates.noGrants')}</Typography.Text>}
      {!delegate.applicants && <Tag style={{ marginInlineEnd: 0 }}>{t('delegates.withoutApplications')}</Tag>}
    </Flex>
  );
}
