import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedInput, LimitedTextArea } from '@/components/form/limited-text';
import { Dialog } from '@/components/ui/dialog';
import { Rating } from '@/components/ui/rating';
import { groupByCategory } from '@/lib/competencies';
import { useLists } from '@/lib/lists';
import { levelLabel, useLevelNames } from '@/lib/rating-scale';
import { formRules } from '@/lib/validation';
import { useEvaluationResult } from '../api/get-evaluation-result';
import { useSubmitEvaluation } from '../api/submit-evaluation';
import { categoryScores, competencyScores, type EvaluationValues, type RatedCompetency } from '../utils/evaluation';

const RATING_COMMENT_MAX = 2000;
const OVERALL_COMMENT_MAX = 5000;

/** Without requirements: a rating per category of the spec on the company's scale (`names`), each optional (at least one). */
function CategoryFields({ names }: { names: readonly string[] }) {
  const { t } = useTranslation();
  const lists = useLists();
  return lists.competencyCategories.map((category) => (
    <Flex key={category.value} vertical gap={4} style={{ marginBottom: 12 }} data-testid={`category-${category.value}`}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>{category.label}</Typography.Text>
        <Form.Item name={['ratings', String(category.value)]} noStyle>
          <Rating aria-label={category.label} names={names} tooltips={[...names]} />
        </Form.Item>
      </Flex>
      <Form.Item name={['comments', String(category.value)]} noStyle rules={[formRules(t).maxChars(RATING_COMMENT_MAX)]}>
        <LimitedInput size="small" limit={RATING_COMMENT_MAX} placeholder={t('jobs.evaluation.categoryComment')} />
      </Form.Item>
    </Flex>
  ));
}

/**
 * With requirements: a rating per competency of the job on the company's scale (`names`), each
 * required, under its category, with the level the job requires named on that scale.
 */
function CompetencyFields({ competencies, names }: { competencies: RatedCompetency[]; names: readonly string[] }) {
  const { t } = useTranslation();
  const indexed = competencies.map((competency, index) => ({ ...competency, index }));
  return groupByCategory(indexed).map(({ category, items }) => {
    const categoryName = t(`lists.competencyCategories.${category}`, { defaultValue: String(category) });
    return (
      <section key={category} aria-label={categoryName} style={{ marginBottom: 16 }}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {categoryName}
        </Typography.Title>
        {items.map((competency) => (
          <Flex key={competency.index} vertical gap={4} style={{ marginBottom: 12 }} data-testid="competency-rating" data-name={competency.name}>
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Flex vertical>
                <Typography.Text strong>{competency.name}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('jobs.evaluation.requiredLevel', { level: levelLabel(competency.required_level, names) })}
                </Typography.Text>
              </Flex>
              <Form.Item name={['competencies', competency.index, 'rating']} noStyle>
                <Rating aria-label={competency.name} names={names} tooltips={[...names]} />
              </Form.Item>
            </Flex>
            <Form.Item name={['competencies', competency.index, 'comment']} noStyle rules={[formRules(t).maxChars(RATING_COMMENT_MAX)]}>
              <LimitedInput size="small" limit={RATING_COMMENT_MAX} placeholder={t('jobs.evaluation.categoryComment')} />
            </Form.Item>
          </Flex>
        ))}
      </section>
    );
  });
}

type Props = { interviewId: string | null; candidate: string; onClose: () => void };

/**
 * Evaluation on the company's rating scale (1..its levels): when the interview's job has
 * requirements, one rating per competency of the job, all of them; otherwise one per competency
 * category of the spec, at least one. Optional
 * comments either way. The job's competencies come with the interview's results (`by_competency`
 * lists each requirement even before anyone rated it), exactly what the server checks against.
 */
export function EvaluationDialog({ interviewId, candidate, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EvaluationValues>();
  const submit = useSubmitEvaluation();
  const results = useEvaluationResult(interviewId ?? '', { enabled: interviewId !== null });
  const scale = useLevelNames({ enabled: interviewId !== null });
  const competencies: RatedCompetency[] = results.data?.by_competency ?? [];
  const byCompetency = competencies.length > 0;
  const [incomplete, setIncomplete] = useState(false);

  useEffect(() => {
    if (interviewId) form.resetFields();
  }, [interviewId, form]);

  const close = () => {
    setIncomplete(false);
    onClose();
  };

  const finish = (values: EvaluationValues) => {
    const scores = byCompetency ? competencyScores(competencies, values) : categoryScores(values);
    const missing = !scores || scores.length === 0;
    setIncomplete(missing);
    if (missing || !interviewId) return;
    submit.mutate({ interviewId, scores, comment: values.comment?.trim() }, { onSuccess: close });
  };

  // The stars wait for the scale: the server takes ratings on the company's levels only.
  const loading = interviewId !== null && (results.isPending || scale.isPending);
  return (
    <Dialog
      open={interviewId !== null}
      title={t('jobs.evaluation.title', { name: candidate })}
      okText={t('jobs.evaluation.submit')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={submit.isPending}
      okButtonProps={{ disabled: loading }}
      onOk={() => form.submit()}
      onCancel={close}
      width={640}
    >
      <Typography.Paragraph type="secondary">
        {t(byCompetency ? 'jobs.evaluation.competencyText' : 'jobs.evaluation.text', { max: scale.names.length })}
      </Typography.Paragraph>
      {/* Named: the applicant page also holds the schedule dialog, whose fields share these names. */}
      <Form<EvaluationValues> form={form} name="evaluation" layout="vertical" onFinish={finish}>
        {loading ? (
          <Skeleton active />
        ) : byCompetency ? (
          <CompetencyFields competencies={competencies} names={scale.names} />
        ) : (
          <CategoryFields names={scale.names} />
        )}
        <Form.Item name="comment" label={t('jobs.evaluation.comment')} rules={[formRules(t).maxChars(OVERALL_COMMENT_MAX)]}>
          <LimitedTextArea rows={3} limit={OVERALL_COMMENT_MAX} />
        </Form.Item>
      </Form>
      {incomplete && <Alert type="error" showIcon title={t(byCompetency ? 'jobs.evaluation.rateAll' : 'jobs.evaluation.rateOne')} />}
    </Dialog>
  );
}
