import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { LimitedInput } from '@/components/form/limited-text';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/errors';
import { formRules } from '@/lib/validation';
import { useUpdateRatingScale } from '../api/update-rating-scale';
import { levelFieldErrors } from '../utils/level-errors';

export const LEVEL_NAME_MAX_CHARS = 60;
/** How many levels a scale may have (docs/api-org-contract.md, rating scale). */
export const MIN_LEVELS = 3;
export const MAX_LEVELS = 10;

type Props = {
  open: boolean;
  /** The names shown now, one per level: the company's, or the app's own five. */
  names: readonly string[];
  /** The app's own names of the five default levels, as placeholders. */
  defaults: readonly string[];
  onClose: () => void;
};

type Values = { labels: string[] };

/**
 * The company picks its rating scale: 3 to 10 levels, named lowest first (mounted afresh per
 * opening). A scale shorter than a level some competency requires is refused with that level.
 */
export function RatingScaleDialog({ open, names, defaults, onClose }: Props) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const update = useUpdateRatingScale();

  const codeText = (code: string) => t(`validation.${code}`, { defaultValue: t('validation.invalid') });
  const submit = ({ labels }: Values) =>
    update.mutate(
      labels.map((label) => label.trim()),
      {
        onSuccess: onClose,
        // The one feedback place tells the refusal too; here it stays beside the levels.
        onError: (error) => {
          const byLevel = levelFieldErrors(error);
          const onScale = byLevel.filter(({ index }) => index === null).flatMap(({ codes }) => codes.map(codeText));
          if (error instanceof ApiError && error.code === 'scale_below_required_levels') onScale.push(translateError(t, error));
          form.setFields([
            { name: 'labels', errors: onScale },
            ...byLevel.flatMap(({ index, codes }) => (index === null ? [] : [{ name: ['labels', index] as ['labels', number], errors: codes.map(codeText) }])),
          ]);
        },
      },
    );

  return (
    <Dialog
      open={open}
      title={t('org.competencyModel.scale.dialogTitle')}
      okText={t('org.competencyModel.dialogs.save')}
      cancelText={t('common.actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
    >
      <Typography.Paragraph type="secondary">{t('org.competencyModel.scale.help')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ labels: [...names] }}>
        <Form.List name="labels">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Form.Item
                  key={field.key}
                  label={t('org.competencyModel.scale.level', { level: index + 1 })}
                  htmlFor={`scale-level-${field.key}`}
                  required
                >
                  <Flex gap={8}>
                    <Form.Item
                      name={field.name}
                      noStyle
                      rules={[{ ...rules.required, whitespace: true }, rules.maxChars(LEVEL_NAME_MAX_CHARS)]}
                    >
                      <LimitedInput id={`scale-level-${field.key}`} limit={LEVEL_NAME_MAX_CHARS} placeholder={defaults[index]} />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('org.competencyModel.scale.remove', { level: index + 1 })}
                      disabled={fields.length <= MIN_LEVELS}
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                </Form.Item>
              ))}
              <Form.ErrorList errors={errors} />
              <Button type="dashed" block icon={<PlusOutlined aria-hidden />} disabled={fields.length >= MAX_LEVELS} onClick={() => add('')}>
                {t('org.competencyModel.scale.add')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Dialog>
  );
}
