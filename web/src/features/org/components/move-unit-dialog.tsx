import Form from 'antd/es/form';
import { Select } from '@/components/ui/select';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { formRules } from '@/lib/validation';
import type { Unit } from '@/types/org';
import { useUpdateUnit } from '../api/update-unit';
import { applyOrgFormErrors } from '../utils/form-errors';
import { moveTargets, parentKind, unitPath } from '../utils/org-tree';

type Values = { parent_id: string };

/**
 * Moves a division to another department, or a sub-division to another division. Mounted
 * afresh for each opening (the caller keys it).
 */
export function MoveUnitDialog({ unit, units, onClose }: { unit: Unit | null; units: Unit[]; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const update = useUpdateUnit();
  const targets = unit ? moveTargets(units, unit) : [];
  const kind = unit ? parentKind(unit.kind) : null;
  const current = unit?.parent_id ? units.find((candidate) => candidate.id === unit.parent_id) : undefined;

  const submit = ({ parent_id }: Values) =>
    unit &&
    update.mutate(
      { id: unit.id, parent_id },
      { onSuccess: onClose, onError: (error) => applyOrgFormErrors(form, error, t, 'parent_id') },
    );

  return (
    <Dialog
      open={unit !== null}
      title={unit ? t('org.dialogs.move', { name: unit.name }) : ''}
      okText={t('org.dialogs.moveOk')}
      cancelText={t('common.actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: targets.length === 0 }}
      confirmLoading={update.isPending}
    >
      {current && (
        <Typography.Paragraph type="secondary">{t('org.dialogs.movedFrom', { parent: unitPath(units, current) })}</Typography.Paragraph>
      )}
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="parent_id" label={kind ? t(`org.dialogs.moveTo.${kind}`) : ''} rules={[rules.required]}>
          <Select<string>
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={t('org.dialogs.noTargets')}
            options={targets.map((target) => ({ value: target.id, label: unitPath(units, target) }))}
          />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
