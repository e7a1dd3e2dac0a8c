import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { ratingLevels } from '@/lib/lists';
import { formRules } from '@/lib/validation';
import { useUpdateRatingScale } from '../api/update-rating-scale';
import { levelFieldErrors } from '../utils/level-errors';

export const LEVEL_NAME_MAX_CHARS = 60;

type Props = {
  open: boolean;
  /** The names shown now: the company's, or the app's own. */
  names: readonly string[];
  /** The app's own names, as placeholders. */
  defaults: readonly string[];
  onClose: () => void;
};

type Values = { labels: string[] };

/** The company names the five levels of its rating scale, lowest first (mounted afresh per opening). */
export function RatingScaleDialog({ open, names, defaults, onClose }: Props) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const update = useUpdateRatingScale();

  const submit = ({ labels }: Values) =>
    update.mutate(
      labels.map((label) => label.trim()),
      {
        onSuccess: onClose,
        onError: (error) =>
          form.setFields(
            levelFieldErrors(error).map(({ index, codes }) => ({
              name: ['labels', index],
              errors: codes.map((code) => t(`validation.${code}`, { defaultValue: t('validation.invalid') })),
            })),
          ),
      },
    );

  return (
    <Modal
      open={open}
      title={t('org.competencyModel.scale.dialogTitle')}
      okText={t('org.competencyModel.dialogs.save')}
      cancelText={t('common.actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('org.competencyModel.scale.help')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ labels: [...names] }}>
        {ratingLevels.map((level, index) => (
          <Form.Item
            key={level}
            name={['labels', index]}
            label={t('org.competencyModel.scale.level', { level })}
            rules={[{ ...rules.required, whitespace: true }, rules.maxChars(LEVEL_NAME_MAX_CHARS)]}
          >
            <Input maxLength={LEVEL_NAME_MAX_CHARS} placeholder={defaults[index]} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
