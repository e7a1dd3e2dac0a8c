import Rate from 'antd/es/rate';
import { useTranslation } from 'react-i18next';

/**
 * A rating to read, not to change ("3 stars"): one image with its name, where antd's disabled
 * stars would read as five unnamed radio buttons.
 */
export function RatingStars({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('jobs.rating.stars', { count: value })}>
      <Rate disabled value={value} aria-hidden style={{ fontSize: 12 }} />
    </span>
  );
}
