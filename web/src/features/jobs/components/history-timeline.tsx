import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { useApplicantHistory } from '../api/get-applicant-history';
import { formatDateTime } from '../utils/format';
import { describeHistory } from '../utils/history';

/** The audit trail of an application: every change, who made it and when. */
export function HistoryTimeline({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const history = useApplicantHistory(applicationId);
  if (history.isPending) return <Skeleton active />;
  if (!history.data?.length) return <Empty description={t('jobs.history.empty')} />;
  return (
    <div data-testid="history">
    <Timeline
      items={history.data.map((entry, index) => {
        const line = describeHistory(entry, t, language);
        return {
          key: `${entry.aggregate_id}-${index}`,
          color: line.color,
          content: (
            <div>
              <Typography.Text>{line.text}</Typography.Text>
              {line.detail && (
                <>
                  <br />
                  <Typography.Text type="secondary">{line.detail}</Typography.Text>
                </>
              )}
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('jobs.history.by', { actor: entry.actor_name ?? t('jobs.history.system'), at: formatDateTime(entry.at) })}
              </Typography.Text>
            </div>
          ),
        };
      })}
    />
    </div>
  );
}
