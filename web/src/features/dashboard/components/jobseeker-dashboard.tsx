import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { User } from '@/types/api';

export function JobseekerDashboard({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {t('dashboard.greeting', { name: user.first_name })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('dashboard.jobseeker.subtitle')}</Typography.Text>
      </div>
      <Card title={t('dashboard.jobseeker.account')} style={{ maxWidth: 720 }}>
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
  );
}
