import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import { InputNumber } from '@/components/ui/input-number';
import { Select } from '@/components/ui/select';
import Space from 'antd/es/space';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextArea } from '@/components/form/limited-text';
import { Dialog } from '@/components/ui/dialog';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import { useSendOffer } from '../api/send-offer';
import { currencies, DEFAULT_CURRENCY } from '../utils/job-form';

type OfferValues = { gross_salary?: number; currency?: string; bonus_system?: string; last_date?: Dayjs; notes?: string };

/** Days a candidate gets to answer by default. */
const ANSWER_DAYS = 7;

type Props = { open: boolean; applicationId: string; candidate: string; onClose: () => void; onDone?: () => void };

/** Offer the job: gross salary, bonus system, last date for acceptance, notes (spec section 3). */
export function OfferJobDialog({ open, applicationId, candidate, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<OfferValues>();
  const send = useSendOffer();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ currency: DEFAULT_CURRENCY, last_date: dayjs().add(ANSWER_DAYS, 'day') });
  }, [open, form]);

  const submit = (values: OfferValues) =>
    send.mutate(
      {
        applicationId,
        terms: {
          gross_salary: values.gross_salary!,
          currency: values.currency ?? DEFAULT_CURRENCY,
          bonus_system: values.bonus_system?.trim() || null,
          last_date: values.last_date!.format('YYYY-MM-DD'),
          notes: values.notes?.trim() || null,
        },
      },
      {
        onSuccess: () => {
          onClose();
          onDone?.();
        },
        onError: (error) => applyServerFieldErrors(form, error, t),
      },
    );

  return (
    <Dialog
      open={open}
      title={t('jobs.offer.title', { name: candidate })}
      okText={t('jobs.offer.send')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={send.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<OfferValues> form={form} layout="vertical" onFinish={submit}>
        <Form.Item label={t('jobs.offer.grossSalary')} required>
          <Space.Compact block>
            <Form.Item name="gross_salary" noStyle rules={[rules.required]}>
              <InputNumber min={1} max={100_000_000} precision={0} style={{ width: '70%' }} aria-label={t('jobs.offer.grossSalary')} />
            </Form.Item>
            <Form.Item name="currency" noStyle>
              <Select style={{ width: '30%' }} aria-label={t('jobs.fields.currency')} options={currencies.map((code) => ({ value: code, label: code }))} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="bonus_system" label={t('jobs.offer.bonusSystem')} rules={[{ max: 2000 }]}>
          <LimitedTextArea rows={2} limit={2000} />
        </Form.Item>
        <Form.Item name="last_date" label={t('jobs.offer.lastDate')} rules={[rules.required]}>
          <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="notes" label={t('jobs.offer.notes')} rules={[{ max: 5000 }]}>
          <LimitedTextArea rows={3} limit={5000} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
