import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth';
import { useEvaluationResult } from '../api/get-evaluation-result';
import { CompetencyResults } from './competency-results';
import { Rating } from '@/components/ui/rating';

/**
 * An interview's evaluations as far as the user may see them: an interviewer sees colleagues'
 * scores only after submitting their own (hidden_until_you_submit). Without `onEvaluate` (the
 * interview has not started) an interviewer is told when they may evaluate. For a job with
 * requirements, a table per competency against the required levels comes before the
 * per-evaluator view.
 */
export function EvaluationResults({ interviewId, onEvaluate }: { interviewId: string; onEvaluate?: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const result = useEvaluationResult(interviewId);
  if (result.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!result.data) return null;
  const { interviewers, evaluations, hidden_until_you_submit: hidden, average, by_competency: byCompetency = [] } = result.data;
  const mine = interviewers.find((interviewer) => interviewer.id === user.id);
  const name = (id: string) => interviewers.find((interviewer) => interviewer.id === id)?.name ?? '—';
  return (
    <Flex vertical gap={8}>
      <Flex gap={4} wrap align="center">
        <Typography.Text type="secondary">{t('jobs.interview.interviewers')}:</Typography.Text>
        {interviewers.map((interviewer) => (
          <Tag key={interviewer.id} color={interviewer.submitted ? 'green' : 'default'}>
            {interviewer.name ?? '—'} · {t(interviewer.submitted ? 'jobs.evaluation.submittedTag' : 'jobs.evaluation.pendingTag')}
          </Tag>
        ))}
      </Flex>
      {mine && !mine.submitted && (
        <Flex gap={8} align="center" wrap>
          {hidden && <Alert type="info" showIcon title={t('jobs.evaluation.hidden')} style={{ flex: 1 }} />}
          {onEvaluate ? (
            <Button type="primary" onClick={onEvaluate}>
              {t('jobs.evaluation.evaluate')}
            </Button>
          ) : (
            <Typography.Text type="secondary">{t('jobs.evaluation.opensWhenStarted')}</Typography.Text>
          )}
        </Flex>
      )}
      {average != null && (
        <Typography.Text strong>{t('jobs.evaluation.average', { score: average.toFixed(1) })}</Typography.Text>
      )}
      {!hidden && byCompetency.length > 0 && <CompetencyResults results={{ interviewers, by_competency: byCompetency }} />}
      {evaluations.map((evaluation) => (
        <div key={evaluation.interviewer} data-testid="evaluation" style={{ borderInlineStart: '3px solid #d9d9d9', paddingInlineStart: 12 }}>
          <Typography.Text strong>
            {name(evaluation.interviewer)} · {evaluation.average.toFixed(1)}
          </Typography.Text>
          {evaluation.scores.map((score) => (
            <Flex key={score.competency ?? score.category} gap={8} align="center" wrap>
              <Typography.Text style={{ minWidth: 180 }}>
                {score.competency ?? t(`lists.competencyCategories.${score.category}`)}
              </Typography.Text>
              <Rating readOnly value={score.rating} />
              {score.comment && <Typography.Text type="secondary">{score.comment}</Typography.Text>}
            </Flex>
          ))}
          {evaluation.comment && <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{evaluation.comment}</Typography.Paragraph>}
        </div>
      ))}
    </Flex>
  );
}
