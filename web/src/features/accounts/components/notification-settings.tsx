import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth';
import { translateError } from '@/lib/errors';
import {
  useNotificationPreferences,
  useSetNotificationPreferences,
  type NotificationPreferences,
} from '../api/notification-preferences';

type Choice = keyof NotificationPreferences;

const texts: Record<Choice, { label: string; text: string }> = {
  interview_emails: { label: 'accounts.settings.notifications.interview', text: 'accounts.settings.notifications.interviewText' },
  application_emails: { label: 'accounts.settings.notifications.application', text: 'accounts.settings.notifications.applicationText' },
};

/** Which notification e-mails to get; each switch saves on change. Application news is a job seeker's. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const user = useUser();
  const preferences = useNotificationPreferences();
  const save = useSetNotificationPreferences();
  const choices: Choice[] = user.user_type === 'jobseeker' ? ['interview_emails', 'application_emails'] : ['interview_emails'];
  const current = preferences.data;

  return (
    <Card title={t('accounts.settings.notifications.title')}>
      {preferences.isError ? (
        <Alert type="error" showIcon title={translateError(t, preferences.error)} />
      ) : !current ? (
        <Skeleton active paragraph={{ rows: choices.length }} title={false} />
      ) : (
        <Flex vertical gap={16}>
          {choices.map((choice) => (
            <Flex key={choice} justify="space-between" align="center" gap={16}>
              <div>
                <Typography.Text strong>{t(texts[choice].label)}</Typography.Text>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {t(texts[choice].text)}
                </Typography.Paragraph>
              </div>
              <Switch
                aria-label={t(texts[choice].label)}
                checked={current[choice]}
                onChange={(checked) => save.mutate({ ...current, [choice]: checked })}
              />
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
