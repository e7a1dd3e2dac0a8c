import { useTranslation } from 'react-i18next';
import { useNow } from '@/hooks/use-now';
import { relativeLabel, relativeParts } from '@/lib/time';

/** "3 minutes ago" for `at`, kept true while the page stays open: every relative time of the app. */
export function RelativeTime({ at }: { at: Date }) {
  const { t } = useTranslation();
  const now = useNow();
  const { unit, count } = relativeParts(at, now);
  return <time dateTime={at.toISOString()}>{relativeLabel(t, unit, count)}</time>;
}
