import { SearchOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Statistic from 'antd/es/statistic';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CvUpload } from '@/components/cv/cv-upload';
import { paths } from '@/config/paths';
import { statusHex } from '@/lib/application-status';
import type { UserResponse } from '@/types/api';
import { useJobseekerDashboard } from '../api/get-jobseeker-dashboard';
import { HorizontalBars } from './charts';

export function JobseekerDashboard({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const dashboard = useJobseekerDashboard();
  const data = dashboard.data;
  const stats = [
    { key: 'applications', title: t('dashboard.jobseeker.applications'), value: data?.total_applications, href: paths.myApplications.getHref() },
    { key: 'offers', title: t('dashboard.jobseeker.openOffers'), value: data?.open_offers, href: paths.myApplications.getHref('offered') },
    { key: 'interviews', title: t('dashboard.jobseeker.upcomingInterviews'), value: data?.upcoming_interviews, href: paths.myApplications.getHref('interview') },
    { key: 'notifications', title: t('dashboard.jobseeker.unread'), value: data?.unread_notifications },
  ];
  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {t('dashboard.greeting', { name: user.first_name })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('dashboard.jobseeker.subtitle')}</Typography.Text>
        </div>
        <Link to={paths.jobs.getHref()}>
          <Button type="primary" icon={<SearchOutlined aria-hidden />}>
            {t('dashboard.jobseeker.findJobs')}
          </Button>
        </Link>
      </Flex>
      <Row gutter={[16, 16]}>
        {stats.map((stat) => (
          <Col key={stat.key} xs={12} lg={6}>
            <Card size="small">
              <Statistic title={stat.title} value={stat.value ?? 0} loading={dashboard.isPending} />
              {stat.href && <Link to={stat.href}>{t('dashboard.jobseeker.see')}</Link>}
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('dashboard.jobseeker.byStatus')} size="small" style={{ height: '100%' }}>
            {data && (
              <HorizontalBars
                ariaLabel={t('dashboard.jobseeker.byStatus')}
                rows={data.by_status.map((row) => ({
                  key: row.value,
                  label: <Link to={paths.myApplications.getHref(row.value)}>{t(`common.applicationStatus.${row.value}`)}</Link>,
                  value: row.count,
                  color: statusHex(row.value),
                }))}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={16}>
            <Card
              title={t('dashboard.jobseeker.cv')}
              size="small"
              extra={
                data && (
                  <Tag color={data.has_cv ? 'green' : 'orange'}>{t(data.has_cv ? 'dashboard.jobseeker.cvReady' : 'dashboard.jobseeker.cvMissing')}</Tag>
                )
              }
            >
              <CvUpload />
            </Card>
            <Card title={t('dashboard.jobseeker.account')} size="small">
              <Descriptions
                column={1}
                items={[
                  { key: 'name', label: t('dashboard.jobseeker.name'), children: `${user.first_name} ${user.last_name}` },
                  { key: 'email', label: t('dashboard.jobseeker.email'), children: user.email },
                  {
                    key: 'headline',
                    label: t('dashboard.jobseeker.headline'),
                    children: user.profile?.headline || t('dashboard.jobseeker.noHeadline'),
                  },
                ]}
              />
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
