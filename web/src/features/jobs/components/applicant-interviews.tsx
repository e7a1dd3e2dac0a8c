import { LinkOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeInterviewStatus } from '../api/change-interview-status';
import type { ApplicantInterview } from '../api/get-applicant';
import { formatDate, formatTime } from '../utils/format';
import { EvaluationDialog } from './evaluation-dialog';
import { EvaluationResults } from './evaluation-results';
import { ReasonDialog } from './reason-dialog';
import { ScheduleInterviewDialog } from './schedule-interview-dialog';
import { InterviewStatusTag } from './status-tags';

type Props = { applicationId: string; candidate: string; interviews: ApplicantInterview[] };

/** The applicant's interviews: slot, status, the hiring team's actions and the evaluations. */
export function ApplicantInterviews({ applicationId, candidate, interviews }: Props) {
  const { t } = useTranslation();
  const change = useChangeInterviewStatus();
  const [evaluating, setEvaluating] = useState<string | null>(null);
  const [moving, setMoving] = useState<ApplicantInterview | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);

  if (!interviews.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('jobs.interview.none')} />;
  return (
    <Flex vertical gap={12}>
      {interviews.map((interview) => {
        const allows = (action: ApplicantInterview['actions'][number]) => interview.actions.includes(action);
        const acts = allows('reschedule') || allows('start') || allows('complete') || allows('cancel');
        return (
          <Card key={interview.id} size="small" data-testid="interview">
            <Flex vertical gap={8}>
              <Flex justify="space-between" wrap gap={8}>
                <Space wrap>
                  <Typography.Text strong>
                    {formatDate(interview.date)} · {formatTime(interview.start)}–{formatTime(interview.end)}
                  </Typography.Text>
                  <InterviewStatusTag status={interview.status} />
                  {interview.location && <Typography.Text type="secondary">{interview.location}</Typography.Text>}
                  {interview.meet_link && (
                    <a href={interview.meet_link} target="_blank" rel="noreferrer">
                      <LinkOutlined aria-hidden /> {t('jobs.interview.meetLink')}
                    </a>
                  )}
                </Space>
                {acts && (
                  <Space wrap size={4}>
                    {allows('reschedule') && (
                      <Button size="small" onClick={() => setMoving(interview)}>
                        {t('jobs.interview.reschedule')}
                      </Button>
                    )}
                    {allows('start') && (
                      <Button size="small" onClick={() => change.mutate({ id: interview.id, action: 'start' })}>
                        {t('jobs.interview.actions.start')}
                      </Button>
                    )}
                    {allows('complete') && (
                      <Button size="small" onClick={() => change.mutate({ id: interview.id, action: 'complete' })}>
                        {t('jobs.interview.actions.complete')}
                      </Button>
                    )}
                    {allows('cancel') && (
                      <Button size="small" danger onClick={() => setCancelling(interview.id)}>
                        {t('jobs.interview.actions.cancel')}
                      </Button>
                    )}
                  </Space>
                )}
              </Flex>
              {interview.comment && <Typography.Text type="secondary">{interview.comment}</Typography.Text>}
              {interview.status !== 'cancelled' && (
                <EvaluationResults
                  interviewId={interview.id}
                  onEvaluate={allows('evaluate') ? () => setEvaluating(interview.id) : undefined}
                />
              )}
            </Flex>
          </Card>
        );
      })}
      <EvaluationDialog interviewId={evaluating} candidate={candidate} onClose={() => setEvaluating(null)} />
      <ScheduleInterviewDialog
        open={moving !== null}
        applicationId={applicationId}
        candidate={candidate}
        interview={moving ?? undefined}
        onClose={() => setMoving(null)}
      />
      <ReasonDialog
        open={cancelling !== null}
        title={t('jobs.interview.cancelTitle')}
        okText={t('jobs.interview.actions.cancel')}
        danger
        loading={change.isPending}
        onCancel={() => setCancelling(null)}
        onSubmit={(reason) =>
          cancelling && change.mutate({ id: cancelling, action: 'cancel', reason }, { onSuccess: () => setCancelling(null) })
        }
      />
    </Flex>
  );
}
