import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { LimitedInput } from '@/components/form/limited-text';
import { Dialog } from '@/components/ui/dialog';
import { formRules } from '@/lib/validation';
import type { UnitKind } from '@/lib/unit-kinds';
import type { Unit } from '@/types/org';
import { useCreateDepartment } from '../api/create-department';
import { useCreateDivision } from '../api/create-division';
import { useCreateSubDivision } from '../api/create-sub-division';
import { useUpdateUnit } from '../api/update-unit';
import { applyOrgFormErrors } from '../utils/form-errors';

export const NAME_MAX_CHARS = 150;

/** Adding a unit of `kind` (under `parent` unless a department), or renaming `unit`. */
export type UnitDialogTarget = { kind: UnitKind; parent?: Unit; unit?: undefined } | { unit: Unit; kind?: undefined; parent?: undefined };

type Values = { name: string };

/** Mounted afresh for each opening (the caller keys it), so it starts from the target's values. */
export function UnitDialog({ target, onClose }: { target: UnitDialogTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const creations = { department: useCreateDepartment(), division: useCreateDivision(), sub_division: useCreateSubDivision() };
  const update = useUpdateUnit();
  const renaming = target?.unit;
  const kind = target?.kind ?? 'department';
  const pending = renaming ? update.isPending : creations[kind].isPending;

  const callbacks = { onSuccess: onClose, onError: (error: unknown) => applyOrgFormErrors(form, error, t, 'name') };

  const submit = ({ name }: Values) => {
    const trimmed = name.trim();
    if (renaming) update.mutate({ id: renaming.id, name: trimmed }, callbacks);
    else if (kind === 'department') creations.department.mutate({ name: trimmed }, callbacks);
    else if (target?.parent) creations[kind].mutate({ name: trimmed, parent_id: target.parent.id }, callbacks);
  };

  const title = renaming
    ? t('org.dialogs.rename', { name: renaming.name })
    : target?.parent
      ? t(`org.dialogs.add.${kind}Under`, { parent: target.parent.name })
      : t(`org.dialogs.add.${kind}`);

  return (
    <Dialog
      open={target !== null}
      title={title}
      okText={renaming ? t('org.dialogs.save') : t('org.dialogs.add.ok')}
      cancelText={t('common.actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ name: renaming?.name ?? '' }}>
        <Form.Item
          name="name"
          label={t('org.fields.name')}
          rules={[{ ...rules.required, whitespace: true }, rules.maxChars(NAME_MAX_CHARS)]}
        >
          <LimitedInput autoFocus limit={NAME_MAX_CHARS} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
