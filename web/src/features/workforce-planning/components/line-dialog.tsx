import Form from 'antd/es/form';
import { InputNumber } from '@/components/ui/input-number';
import { Select } from '@/components/ui/select';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { currencies, DEFAULT_CURRENCY } from '@/lib/lists';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import type { PlanLine } from '@/types/workforce-planning';
import { useUpdatePlanLine } from '../api/update-plan-line';

export const HEAD_COUNT_MAX = 10_000;
export const SALARY_BUDGET_MAX = 1_000_000_000;

type Values = { budget: number; out_of_budget: number; salary_budget?: number | null; currency?: string };

/**
 * A line's figures for the period: budget, out of budget, and an optional yearly salary budget
 * with its currency. Mounted afresh for each opening (the caller keys it), so it starts from the
 * line's values. A refusal's field codes show on their fields.
 */
export function LineDialog({ line, period, onClose }: { line: PlanLine | null; period: string; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const update = useUpdatePlanLine();
  const count = { type: 'integer', min: 0, max: HEAD_COUNT_MAX, message: t('validation.out_of_range') } as const;

  const submit = ({ budget, out_of_budget, salary_budget, currency }: Values) => {
    if (!line) return;
    const salary = salary_budget ?? null;
    // The currency belongs to the salary budget: without one, the line has none.
    update.mutate(
      { positionId: line.position_id, period, budget, out_of_budget, salary_budget: salary, currency: salary !== null ? currency : undefined },
      { onSuccess: onClose, onError: (error) => applyServerFieldErrors(form, error, t) },
    );
  };

  return (
    <Dialog
      open={line !== null}
      title={t('workforcePlanning.dialog.title', { title: line?.title ?? '' })}
      okText={t('workforcePlanning.dialog.save')}
      cancelText={t('common.actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          budget: line?.budget ?? 0,
          out_of_budget: line?.out_of_budget ?? 0,
          salary_budget: line?.salary_budget ?? null,
          currency: line?.currency ?? DEFAULT_CURRENCY,
        }}
      >
        <Form.Item name="budget" label={t('workforcePlanning.fields.budget')} rules={[rules.required, count]}>
          <InputNumber autoFocus min={0} max={HEAD_COUNT_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="out_of_budget" label={t('workforcePlanning.fields.out_of_budget')} rules={[rules.required, count]}>
          <InputNumber min={0} max={HEAD_COUNT_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="salary_budget"
          label={t('workforcePlanning.fields.salary_budget')}
          extra={t('workforcePlanning.dialog.salaryHelp')}
          rules={[{ type: 'number', min: 0, max: SALARY_BUDGET_MAX, message: t('validation.out_of_range') }]}
        >
          <InputNumber min={0} max={SALARY_BUDGET_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="currency"
          label={t('workforcePlanning.fields.currency')}
          dependencies={['salary_budget']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value?: string) =>
                value || getFieldValue('salary_budget') == null ? Promise.resolve() : Promise.reject(new Error(t('validation.required'))),
            }),
          ]}
        >
          <Select<string> allowClear options={currencies.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
