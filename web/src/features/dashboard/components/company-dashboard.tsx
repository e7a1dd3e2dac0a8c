import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Statistic from 'antd/es/statistic';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasModule } from '@/config/access';
import { paths } from '@/config/paths';
import type { ModuleName } from '@/config/access';
import type { UserResponse } from '@/types/api';
import { useEmployeeCount } from '../api/get-employee-count';
import { HiringCharts } from './hiring-charts';
import { HiringOverview } from './hiring-overview';

const moduleNames: ModuleName[] = ['ats', 'lms'];

/** For the company and its employees: who they are, the modules, the team (companies) and, with ats, the hiring figures. */
export function CompanyDashboard({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const isCompany = user.user_type === 'company';
  const employeeCount = useEmployeeCount({ enabled: isCompany });
  const companyName = isCompany ? user.profile?.name : user.profile?.company?.name;
  const role = user.profile?.role;

  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {t('dashboard.greeting', { name: user.first_name })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {isCompany || !role
            ? t('dashboard.company.subtitle', { company: companyName ?? '' })
            : t('dashboard.employee.subtitle', { company: companyName ?? '', role: t(`common.roles.${role}`) })}
        </Typography.Text>
      </div>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <Card title={t('dashboard.company.modules')} data-testid="dashboard-modules">
            <Flex vertical gap={12}>
              {moduleNames.map((name) => {
                const active = user.modules.some((entry) => entry.module === name && entry.is_active);
                return (
                  <Flex key={name} justify="space-between" align="center">
                    <Typography.Text>{t(`common.modules.${name}`)}</Typography.Text>
                    <Tag color={active ? 'green' : 'default'}>
                      {t(active ? 'dashboard.company.moduleActive' : 'dashboard.company.moduleInactive')}
                    </Tag>
                  </Flex>
                );
              })}
            </Flex>
          </Card>
        </Col>
        {isCompany && (
          <Col xs={24} md={12}>
            <Card title={t('dashboard.company.employees')}>
              <Statistic
                title={t('dashboard.company.employeeCount')}
                value={employeeCount.data ?? 0}
                loading={employeeCount.isPending}
              />
              <Link to={paths.employees.getHref()}>
                <Button style={{ marginTop: 16 }}>{t('dashboard.company.manageEmployees')}</Button>
              </Link>
            </Card>
          </Col>
        )}
      </Row>
      {hasModule(user, 'ats') && <HiringOverview />}
      {hasModule(user, 'ats') && <HiringCharts user={user} />}
    </Flex>
  );
}
