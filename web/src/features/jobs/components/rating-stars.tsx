import Rate, { type RateProps } from 'antd/es/rate';
import { useLayoutEffect, useRef } from 'react';
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

/**
 * antd's Rate to pick a rating, each star named by the rating it gives ("3 stars"). antd lets
 * no prop name its stars (its own tooltips take the hook that would), so they are named once
 * drawn; React leaves alone the attribute it does not set.
 */
export function RatingPicker(props: RateProps) {
  const { t } = useTranslation();
  const stars = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    stars.current?.querySelectorAll('[role="radio"]').forEach((star, index) => star.setAttribute('aria-label', t('jobs.rating.stars', { count: index + 1 })));
  });
  return (
    <span ref={stars}>
      <Rate {...props} />
    </span>
  );
}
