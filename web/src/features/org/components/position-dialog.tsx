import Form from 'antd/es/form';
import { InputNumber } from '@/components/ui/input-number';
import { useTranslation } from 'react-i18next';
import { LimitedInput } from '@/components/form/limited-text';
import { Dialog } from '@/components/ui/dialog';
import { formRules } from '@/lib/validation';
import type { Position, Unit } from '@/types/org';
import { useCreatePosition } from '../api/create-position';
import { useUpdatePosition } from '../api/update-position';
import { applyOrgFormErrors } from '../utils/form-errors';
import { NAME_MAX_CHARS } from './unit-dialog';

export const HEAD_COUNT_MAX = 10_000;

/** Adding a position to `unit`, or editing `position` (title and head count). */
export type PositionDialogTarget = { unit: Unit; position?: undefined } | { position: Position; unit?: undefined };

type Values = { title: string; head_count: number };

/** Mounted afresh for each opening (the caller keys it), so it starts from the target's values. */
export function PositionDialog({ target, onClose }: { target: PositionDialogTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const creation = useCreatePosition();
  const update = useUpdatePosition();
  const editing = target?.position;

  const callbacks = { onSuccess: onClose, onError: (error: unknown) => applyOrgFormErrors(form, error, t, 'title') };

  const submit = ({ title, head_count }: Values) => {
    if (editing) update.mutate({ id: editing.id, title: title.trim(), head_count }, callbacks);
    else if (target?.unit) creation.mutate({ unit_id: target.unit.id, title: title.trim(), head_count }, callbacks);
  };

  return (
    <Dialog
      open={target !== null}
      title={editing ? t('org.dialogs.editPosition', { title: editing.title }) : t('org.dialogs.addPosition', { unit: target?.unit?.name ?? '' })}
      okText={editing ? t('org.dialogs.save') : t('org.dialogs.add.ok')}
      cancelText={t('common.actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={editing ? update.isPending : creation.isPending}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ title: editing?.title ?? '', head_count: editing?.head_count ?? 1 }}
      >
        <Form.Item
          name="title"
          label={t('org.fields.title')}
          rules={[{ ...rules.required, whitespace: true }, rules.maxChars(NAME_MAX_CHARS)]}
        >
          <LimitedInput autoFocus limit={NAME_MAX_CHARS} />
        </Form.Item>
        <Form.Item
          name="head_count"
          label={t('org.fields.headCount')}
          extra={t('org.fields.headCountHelp')}
          rules={[rules.required, { type: 'integer', min: 0, max: HEAD_COUNT_MAX, message: t('validation.out_of_range') }]}
        >
          <InputNumber min={0} max={HEAD_COUNT_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
