import { StarFilled } from '@ant-design/icons';
import Rate, { type RateProps } from 'antd/es/rate';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type RatingProps = Omit<RateProps, 'character'> & {
  /** The names of the scale's levels, lowest first; without them a star is "3 of 5". */
  names?: readonly string[];
  /**
   * A rating to read, not to change ("3 stars"): one image with its name, where antd's disabled
   * stars would read as five unnamed radio buttons, each a Tab stop of nothing to do.
   */
  readOnly?: boolean;
};

/**
 * The app's one rating, on antd's Rate. To pick, each star (a radio) is named in the UI
 * language: the level's name when the scale names its levels (`names`), "3 of 5" otherwise; the
 * star's icon is decorative, where antd's names itself in English ("star"). antd lets no prop
 * name its radios (its tooltips take the hook that would), so they are named once drawn; React
 * leaves alone the attribute it does not set.
 */
export function Rating({ names, readOnly = false, ...props }: RatingProps) {
  const { t } = useTranslation();
  const count = names?.length ?? props.count ?? 5;
  const stars = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (readOnly) return;
    stars.current
      ?.querySelectorAll('[role="radio"]')
      .forEach((star, index) => star.setAttribute('aria-label', names?.[index] ?? t('common.rating.star', { value: index + 1, count })));
  });
  if (readOnly) {
    return (
      <span role="img" aria-label={t('common.rating.stars', { count: props.value ?? 0 })}>
        <Rate style={{ fontSize: 12 }} {...props} count={count} disabled aria-hidden character={<StarFilled aria-hidden />} />
      </span>
    );
  }
  return (
    <span ref={stars}>
      <Rate {...props} count={count} character={<StarFilled aria-hidden />} />
    </span>
  );
}
