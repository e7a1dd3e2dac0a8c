import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Rate from 'antd/es/rate';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { competencyCategories, useLists } from '@/lib/lists';
import type { CompetencyScore } from '@/types/jobs';
import { useSubmitEvaluation } from '../api/submit-evaluation';

type Values = { ratings?: Record<string, number>; comments?: Record<string, string>; comment?: string };

/** The scores to send: one per rated category, its comment if any. */
function toScores(values: Values): CompetencyScore[] {
  return competencyCategories
    .filter((category) => (values.ratings?.[category] ?? 0) > 0)
    .map((category) => ({
      category,
      rating: values.ratings![category],
      comment: values.comments?.[category]?.trim() || null,
    }));
}

type Props = { interviewId: string | null; candidate: string; onClose: () => void };

/** Evaluation: one rating (1..5) per competency category of the spec, with optional comments. */
export function EvaluationDialog({ interviewId, candidate, onClose }: Props) {
  const { t } = useTranslation();
  const lists = useLists();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitEvaluation();
  const [empty, setEmpty] = useState(false);

  useEffect(() => {
    if (interviewId) form.resetFields();
  }, [interviewId, form]);

  const close = () => {
    setEmpty(false);
    onClose();
  };

  const finish = (values: Values) => {
    const scores = toScores(values);
    setEmpty(scores.length === 0);
    if (!scores.length || !interviewId) return;
    submit.mutate({ interviewId, scores, comment: values.comment?.trim() }, { onSuccess: close });
  };

  return (
    <Modal
      open={interviewId !== null}
      title={t('jobs.evaluation.title', { name: candidate })}
      okText={t('jobs.evaluation.submit')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={submit.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      width={640}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('jobs.evaluation.text')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={finish}>
        {lists.competencyCategories.map((category) => (
          <Flex key={category.value} vertical gap={4} style={{ marginBottom: 12 }} data-testid={`category-${category.value}`}>
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Typography.Text strong>{category.label}</Typography.Text>
              <Form.Item name={['ratings', String(category.value)]} noStyle>
                <Rate aria-label={category.label} />
              </Form.Item>
            </Flex>
            <Form.Item name={['comments', String(category.value)]} noStyle>
              <Input size="small" maxLength={2000} placeholder={t('jobs.evaluation.categoryComment')} />
            </Form.Item>
          </Flex>
        ))}
        <Form.Item name="comment" label={t('jobs.evaluation.comment')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
      </Form>
      {empty && <Alert type="error" showIcon title={t('jobs.evaluation.rateOne')} />}
    </Modal>
  );
}
