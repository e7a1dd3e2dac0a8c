import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { Attribution } from '@/types/jobs';

/**
 * Where an application came from: the channel in the reader's language and, for a job board, the
 * board's name as its link gave it. Applications made before sources were kept have none, and
 * say so rather than show a guess.
 */
export function ApplicationSource({ attribution }: { attribution?: Attribution | null }) {
  const { t } = useTranslation();
  if (attribution == null) {
    return (
      <Typography.Text type="secondary" data-testid="application-source" data-source="unknown">
        {t('common.sources.unknown')}
      </Typography.Text>
    );
  }
  return (
    <Space size={4} wrap data-testid="application-source" data-source={attribution.source}>
      {t(`common.sources.${attribution.source}`, { defaultValue: attribution.source })}
      {attribution.board && <Tag>{attribution.board}</Tag>}
    </Space>
  );
}
