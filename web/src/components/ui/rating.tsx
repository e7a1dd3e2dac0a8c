import { StarFilled } from '@ant-design/icons';
import Rate, { type RateProps } from 'antd/es/rate';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * antd's Rate to pick a rating, each star (a radio) named in the UI language: the level's name
 * when the scale names its levels (`names`), "3 of 5" otherwise; the star's icon is decorative,
 * where antd's names itself in English ("star"). antd lets no prop name its radios (its
 * tooltips take the hook that would), so they are named once drawn; React leaves alone the
 * attribute it does not set.
 */
export function Rating({ names, ...props }: Omit<RateProps, 'character'> & { names?: readonly string[] }) {
  const { t } = useTranslation();
  const count = names?.length ?? props.count ?? 5;
  const stars = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    stars.current
      ?.querySelectorAll('[role="radio"]')
      .forEach((star, index) => star.setAttribute('aria-label', names?.[index] ?? t('common.rating.star', { value: index + 1, count })));
  });
  return (
    <span ref={stars}>
      <Rate {...props} count={count} character={<StarFilled aria-hidden />} />
    </span>
  );
}
