import Form from 'antd/es/form';
import { Select } from '@/components/ui/select';
import { useTranslation } from 'react-i18next';
import { LimitedInput } from '@/components/form/limited-text';
import { Dialog } from '@/components/ui/dialog';
import { useLists } from '@/lib/lists';
import { levelLabel } from '@/lib/rating-scale';
import { formRules } from '@/lib/validation';
import type { Competency, Position } from '@/types/org';
import { useCreateCompetency, type CompetencyInput } from '../api/create-competency';
import { useUpdateCompetency } from '../api/update-competency';
import { applyOrgFormErrors } from '../utils/form-errors';

export const COMPETENCY_NAME_MAX_CHARS = 150;

/** Adding a competency to `position`, or editing `competency`. */
export type CompetencyDialogTarget = { position: Position; competency?: Competency };

type Props = {
  target: CompetencyDialogTarget | null;
  /** The rating scale's level names, lowest first: one per level the competency can require. */
  levelNames: readonly string[];
  onClose: () => void;
};

/** Mounted afresh for each opening (the caller keys it), so it starts from the target's values. */
export function CompetencyDialog({ target, levelNames, onClose }: Props) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const lists = useLists();
  const [form] = Form.useForm<CompetencyInput>();
  const creation = useCreateCompetency();
  const update = useUpdateCompetency();
  const editing = target?.competency;

  // A refusal is told by the one feedback place too; 422 codes and a taken name go on the fields.
  const callbacks = { onSuccess: onClose, onError: (error: unknown) => applyOrgFormErrors(form, error, t, 'name') };

  const submit = (values: CompetencyInput) => {
    const input = { ...values, name: values.name.trim() };
    if (editing) update.mutate({ id: editing.id, ...input }, callbacks);
    else if (target) creation.mutate({ position_id: target.position.id, ...input }, callbacks);
  };

  return (
    <Dialog
      open={target !== null}
      title={
        editing
          ? t('org.competencyModel.dialogs.edit', { name: editing.name })
          : t('org.competencyModel.dialogs.add', { position: target?.position.title ?? '' })
      }
      okText={editing ? t('org.competencyModel.dialogs.save') : t('org.competencyModel.dialogs.addOk')}
      cancelText={t('common.actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={editing ? update.isPending : creation.isPending}
    >
      <Form<CompetencyInput>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={editing ? { category: editing.category, name: editing.name, required_level: editing.required_level } : {}}
      >
        <Form.Item name="category" label={t('org.competencyModel.fields.category')} rules={[rules.required]}>
          <Select options={lists.competencyCategories} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('org.competencyModel.fields.name')}
          rules={[{ ...rules.required, whitespace: true }, rules.maxChars(COMPETENCY_NAME_MAX_CHARS)]}
        >
          <LimitedInput limit={COMPETENCY_NAME_MAX_CHARS} />
        </Form.Item>
        <Form.Item name="required_level" label={t('org.competencyModel.fields.requiredLevel')} rules={[rules.required]}>
          <Select options={levelNames.map((_, index) => ({ value: index + 1, label: levelLabel(index + 1, levelNames) }))} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
