import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/errors';

/** The fields of the API's refusal (422), by the label of what the screen calls them. */
const fieldLabels: Record<string, string> = {
  from: 'reports.fields.from',
  to: 'reports.fields.to',
  at: 'reports.filters.asOf',
  job: 'reports.filters.job',
  unit: 'reports.filters.unit',
  on_time_days: 'reports.interviewers.onTimeDays',
};

/**
 * A report that could not be read: the API's message in the reader's language and, for a
 * refused filter (422: a period that runs backwards, starts after the "as of" day or is longer
 * than a year), what is wrong with each field. `title` says which period it is when two are shown.
 */
export function Refusal({ error, title }: { error: unknown; title?: string }) {
  const { t } = useTranslation();
  const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
  const message = translateError(t, error);
  return (
    <Alert
      type="error"
      showIcon
      data-testid="report-refusal"
      title={title ? `${title}: ${message}` : message}
      description={
        fields.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {fields.map(([field, codes]) => (
              <li key={field}>
                {t(fieldLabels[field] ?? field, { defaultValue: field })}:{' '}
                {codes.map((code) => (code === 'out_of_range' ? t('reports.outOfRange') : t(`validation.${code}`, { defaultValue: t('validation.invalid') }))).join(' ')}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
