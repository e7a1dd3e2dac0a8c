import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/validation';
import type { SelfIdentificationAnswers, SelfIdentificationQuestion } from '@/types/diversity';
import { useAnswerQuestionnaire } from '../api/answer-questionnaire';

type Props = {
  applicationId: string;
  questions: SelfIdentificationQuestion[];
  open: boolean;
  /** Skipped, closed, or answered. */
  onClose: () => void;
};

type Values = Record<string, string | undefined>;

/** Refusals after which there is nothing left to answer here. */
const settledCodes = new Set(['already_exists', 'not_asked']);

/**
 * The optional self-identification questions of one application, each as a group of the choices
 * the server lists (translated by key, the key itself where no text is known). Nothing is sent
 * unless the job seeker submits, and only the questions they chose an answer to.
 */
export function SelfIdentificationDialog({ applicationId, questions, open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const answer = useAnswerQuestionnaire(applicationId);

  const submit = (values: Values) => {
    const answers = Object.fromEntries(
      questions.map(({ name }) => [name, values[name]]).filter(([, choice]) => choice != null),
    ) as SelfIdentificationAnswers;
    answer.mutate(answers, {
      onSuccess: onClose,
      onError: (error) => {
        if (error instanceof ApiError && settledCodes.has(error.code)) onClose();
        else applyServerFieldErrors(form, error, t);
      },
    });
  };

  return (
    <Dialog
      open={open}
      title={t('diversity.questionnaire.title')}
      onCancel={onClose}
      footer={[
        <Button key="skip" onClick={onClose} disabled={answer.isPending}>
          {t('diversity.questionnaire.skip')}
        </Button>,
        <Button key="submit" type="primary" loading={answer.isPending} onClick={() => form.submit()}>
          {t('diversity.questionnaire.submit')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('diversity.questionnaire.note')} style={{ marginBottom: 16 }} />
      <Form<Values> form={form} name={`self-identification-${applicationId}`} layout="vertical" onFinish={submit}>
        {questions.map(({ name, choices }) => {
          const label = t(`diversity.questions.${name}`, { defaultValue: name });
          return (
            <Form.Item key={name} name={name} label={label}>
              <Radio.Group
                aria-label={label}
                options={choices.map((choice) => ({
                  value: choice,
                  label: t(`diversity.choices.${name}.${choice}`, { defaultValue: choice }),
                }))}
              />
            </Form.Item>
          );
        })}
      </Form>
    </Dialog>
  );
}
