import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import { InputNumber } from '@/components/ui/input-number';
import Radio from 'antd/es/radio';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/errors';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import type { Retention } from '@/types/privacy';
import { useRetention } from '../api/get-retention';
import { useUpdateRetention } from '../api/update-retention';

// The server's bounds (docs/api-auth-contract.md, privacy).
const MONTHS_MIN = 1;
const MONTHS_MAX = 120;

type RetentionValues = { keep: boolean; rejected_retention_months: number | null };

function RetentionForm({ saved }: { saved: Retention }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<RetentionValues>();
  const update = useUpdateRetention();
  const keep = Form.useWatch('keep', form) ?? saved.rejected_retention_months == null;

  const submit = (values: RetentionValues) =>
    update.mutate(
      { rejected_retention_months: values.keep ? null : values.rejected_retention_months },
      { onError: (error) => applyServerFieldErrors(form, error, t) },
    );

  return (
    <Form<RetentionValues>
      form={form}
      name="rejected-retention"
      layout="vertical"
      initialValues={{ keep: saved.rejected_retention_months == null, rejected_retention_months: saved.rejected_retention_months }}
      onFinish={submit}
    >
      <Form.Item name="keep">
        <Radio.Group
          vertical
          options={[
            { value: true, label: t('privacy.retention.keep') },
            { value: false, label: t('privacy.retention.anonymise') },
          ]}
        />
      </Form.Item>
      {/* Unmounted while keeping, so its required rule only holds for a period; the form keeps its value. */}
      {!keep && (
        <Form.Item
          name="rejected_retention_months"
          label={t('privacy.retention.months')}
          extra={t('privacy.retention.monthsRange', { min: MONTHS_MIN, max: MONTHS_MAX })}
          rules={[rules.required]}
        >
          <InputNumber min={MONTHS_MIN} max={MONTHS_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('privacy.retention.save')}
      </Button>
    </Form>
  );
}

/**
 * The company's retention period for rejected applicants: once an application has been rejected
 * for that long, a scheduled job erases the applicant's personal data in it for good.
 */
export function Retention() {
  const { t } = useTranslation();
  const retention = useRetention();

  return (
    <Card title={t('privacy.retention.title')}>
      <Typography.Paragraph type="secondary">{t('privacy.retention.text')}</Typography.Paragraph>
      {retention.isError ? (
        <Alert type="error" showIcon title={translateError(t, retention.error)} />
      ) : retention.data ? (
        // Mounted once loaded: a form takes its initial values only when it first renders.
        <RetentionForm saved={retention.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      )}
    </Card>
  );
}
