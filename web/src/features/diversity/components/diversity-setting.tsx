import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/errors';
import { useDiversitySetting } from '../api/get-setting';
import { useUpdateDiversitySetting } from '../api/update-setting';

/**
 * Whether the company's applicants are asked the optional self-identification questions after
 * applying (the company account only). The switch saves on change and shows what was saved.
 */
export function DiversitySetting() {
  const { t } = useTranslation();
  const setting = useDiversitySetting();
  const update = useUpdateDiversitySetting();
  const label = t('diversity.setting.label');

  return (
    <Card title={t('diversity.setting.title')}>
      {setting.isError ? (
        <Alert type="error" showIcon title={translateError(t, setting.error)} />
      ) : !setting.data ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Flex justify="space-between" align="center" gap={16}>
          <div>
            <Typography.Text strong>{label}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('diversity.setting.text')}
            </Typography.Paragraph>
          </div>
          <Switch
            aria-label={label}
            checked={setting.data.enabled}
            loading={update.isPending}
            onChange={(enabled) => update.mutate({ enabled })}
          />
        </Flex>
      )}
    </Card>
  );
}
