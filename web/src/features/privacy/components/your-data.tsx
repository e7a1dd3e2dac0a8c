import { DownloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import type { ColumnsType } from 'antd/es/table';
import { Table } from '@/components/ui/table';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import type { Consent } from '@/types/privacy';
import { useDownloadMyData } from '../api/download-my-data';
import { useConsents } from '../api/get-consents';

/**
 * The settings' "Your data": a job seeker downloads everything kept about them (the export is
 * theirs only); everyone sees the privacy terms they accepted.
 */
export function YourData() {
  const { t } = useTranslation();
  const user = useUser();
  const consents = useConsents();
  const download = useDownloadMyData();

  const columns: ColumnsType<Consent> = [
    { title: t('privacy.yourData.columns.version'), dataIndex: 'version', key: 'version' },
    {
      title: t('privacy.yourData.columns.purpose'),
      key: 'purpose',
      render: (_, consent) =>
        // The job seeker's applications are one list: there is no page of a single one to open.
        consent.application_id ? (
          <Link to={paths.myApplications.getHref()}>{t('privacy.yourData.purposes.application')}</Link>
        ) : (
          t(`privacy.yourData.purposes.${consent.purpose}`)
        ),
    },
    {
      title: t('privacy.yourData.columns.acceptedAt'),
      key: 'acceptedAt',
      render: (_, consent) => dayjs(consent.accepted_at).format('DD.MM.YYYY HH:mm'),
    },
  ];

  return (
    <Card title={t('privacy.yourData.title')}>
      <Flex vertical gap={24}>
        {user.user_type === 'jobseeker' && (
          <div>
            <Typography.Paragraph type="secondary">{t('privacy.yourData.downloadText')}</Typography.Paragraph>
            <Button icon={<DownloadOutlined aria-hidden />} loading={download.isPending} onClick={() => download.mutate()}>
              {t('privacy.yourData.download')}
            </Button>
          </div>
        )}
        <div>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('privacy.yourData.consents')}
          </Typography.Title>
          <Table<Consent>
            size="small"
            rowKey={(consent) => `${consent.accepted_at} ${consent.application_id ?? consent.purpose}`}
            columns={columns}
            dataSource={consents.data}
            loading={consents.isPending}
            pagination={false}
            locale={{ emptyText: t('privacy.yourData.noConsents') }}
          />
        </div>
      </Flex>
    </Card>
  );
}
