import { CalendarOutlined, FilePdfOutlined, GiftOutlined, HeartFilled, HeartOutlined, StopOutlined, UserOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import { Popconfirm } from '@/components/ui/popconfirm';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLinkClickHandler, useParams } from 'react-router';
import { can } from '@/config/access';
import { paths } from '@/config/paths';
import { Rating } from '@/components/ui/rating';
import { statusOf } from '@/lib/application-status';
import { useUser } from '@/lib/auth';
import { openProtectedFile } from '@/lib/cv';
import type { ApplicantAction, StatusMove } from '@/types/jobs';
import { useActOnApplicant } from '../api/act-on-applicant';
import { useApplicant, type ApplicantDetail } from '../api/get-applicant';
import { useRateApplicant } from '../api/rate-applicant';
import { ApplicantInterviews } from '../components/applicant-interviews';
import { ApplicationSource } from '../components/application-source';
import { HistoryTimeline } from '../components/history-timeline';
import { NotesPanel } from '../components/notes-panel';
import { OfferJobDialog } from '../components/offer-job-dialog';
import { OffersTable } from '../components/offers-table';
import { ReasonDialog } from '../components/reason-dialog';
import { ScheduleInterviewDialog } from '../components/schedule-interview-dialog';
import { ApplicationStatusTag } from '../components/status-tags';
import { candidateName, formatDate } from '../utils/format';
import { planMove } from '../utils/pipeline-moves';

type Dialog = 'schedule' | 'offer' | 'reject' | null;

function Actions({ applicant, onDialog }: { applicant: ApplicantDetail; onDialog: (dialog: Dialog) => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const act = useActOnApplicant();
  const { token } = theme.useToken();
  // Only the moves the server says this user may make now are offered.
  const allowed = (step: StatusMove) => applicant.actions.includes(step);
  const run = (action: ApplicantAction) => act.mutate({ id: applicant.id, action });
  const busy = (action: ApplicantAction) => act.isPending && act.variables?.action === action;
  const move = can(user, 'move_pipeline');
  const next = statusOf(applicant.next_status);
  // Where the next step leads to the interview or the offer, the dialog below is the way there,
  // as on the board: a bare "Move to Interview" would leave an interview stage without one.
  const nextStep = next ? planMove(applicant, next) : null;
  return (
    <Space wrap>
      {next && nextStep?.kind === 'action' && (
        <Button type="primary" loading={busy('next_step')} onClick={() => run('next_step')}>
          {t('jobs.applicant.actions.nextStep', { status: t(`common.applicationStatus.${next}`) })}
        </Button>
      )}
      {allowed('schedule_interview') && (
        <Button icon={<CalendarOutlined aria-hidden />} onClick={() => onDialog('schedule')}>
          {t('jobs.applicant.actions.schedule')}
        </Button>
      )}
      {allowed('send_offer') && (
        <Button icon={<GiftOutlined aria-hidden />} onClick={() => onDialog('offer')}>
          {t('jobs.applicant.actions.offer')}
        </Button>
      )}
      {allowed('hire') && (
        <Popconfirm
          title={t('jobs.applicant.confirmHire', { name: candidateName(applicant, t) })}
          okText={t('jobs.applicant.actions.hire')}
          cancelText={t('common.actions.cancel')}
          onConfirm={() => run('hire')}
        >
          <Button loading={busy('hire')} style={{ borderColor: token.colorSuccess, color: token.colorSuccess }}>
            {t('jobs.applicant.actions.hire')}
          </Button>
        </Popconfirm>
      )}
      {allowed('reject') && (
        <Button danger onClick={() => onDialog('reject')}>
          {t('jobs.applicant.actions.reject')}
        </Button>
      )}
      {move && (
        <Button
          icon={applicant.favorite ? <HeartFilled aria-hidden style={{ color: '#eb2f96' }} /> : <HeartOutlined aria-hidden />}
          loading={busy('favorite') || busy('unfavorite')}
          onClick={() => run(applicant.favorite ? 'unfavorite' : 'favorite')}
        >
          {t(applicant.favorite ? 'jobs.applicant.actions.unfavorite' : 'jobs.applicant.actions.favorite')}
        </Button>
      )}
      {move &&
        (applicant.blacklisted ? (
          <Button icon={<StopOutlined aria-hidden />} loading={busy('remove_from_blacklist')} onClick={() => run('remove_from_blacklist')}>
            {t('jobs.applicant.actions.removeFromBlacklist')}
          </Button>
        ) : (
          <Popconfirm
            title={t('jobs.applicant.confirmBlacklist')}
            okText={t('jobs.applicant.actions.blacklist')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.actions.cancel')}
            onConfirm={() => run('blacklist')}
          >
            <Button icon={<StopOutlined aria-hidden />} danger loading={busy('blacklist')}>
              {t('jobs.applicant.actions.blacklist')}
            </Button>
          </Popconfirm>
        ))}
    </Space>
  );
}

/** A link that looks like the buttons beside it: a button inside a link is two controls in one. */
function ProfileButton({ candidateId }: { candidateId: string }) {
  const { t } = useTranslation();
  const href = paths.jobseekerProfile.getHref(candidateId);
  const navigate = useLinkClickHandler<HTMLElement>(href);
  return (
    <Button icon={<UserOutlined aria-hidden />} href={href} onClick={navigate}>
      {t('jobs.applicant.viewProfile')}
    </Button>
  );
}

/** One applicant: profile, CV, actions, rating, notes, interviews, offers and the audit history. */
export default function ApplicantRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser();
  const allowed = can(user, 'see_applicants');
  const applicant = useApplicant(id, { enabled: allowed });
  const rate = useRateApplicant();
  const act = useActOnApplicant();
  const [dialog, setDialog] = useState<Dialog>(null);

  if (!allowed) return <Alert type="info" showIcon title={t('jobs.pipeline.notForRole')} />;
  if (applicant.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!applicant.data) return <Empty description={t('jobs.applicant.notFound')} />;
  const data = applicant.data;
  const name = candidateName(data, t);

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex vertical gap={16}>
          <Flex justify="space-between" wrap gap={12} align="center">
            <Space wrap>
              <Typography.Title level={3} style={{ margin: 0 }}>
                {name}
              </Typography.Title>
              {data.status && <ApplicationStatusTag status={data.status.value} />}
              {data.favorite && <Tag color="magenta">{t('jobs.applicant.favorite')}</Tag>}
              {data.blacklisted && <Tag color="red">{t('jobs.applicant.blacklisted')}</Tag>}
            </Space>
            {!data.anonymised && (
              <Space wrap>
                <ProfileButton candidateId={data.candidate_id} />
                <Button icon={<FilePdfOutlined aria-hidden />} onClick={() => void openProtectedFile(data.cv_url)}>
                  {t('jobs.applicant.openCv', { name: data.cv_name })}
                </Button>
              </Space>
            )}
          </Flex>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'email', label: t('jobs.applicant.email'), children: data.email ?? '—' },
              { key: 'job', label: t('jobs.applicants.columns.job'), children: <Link to={paths.myJob.getHref(data.job_id)}>{data.job_title}</Link> },
              { key: 'applied', label: t('jobs.applicants.columns.applied_at'), children: formatDate(data.applied_at) },
              { key: 'source', label: t('jobs.applicants.columns.source'), children: <ApplicationSource attribution={data.attribution} /> },
              ...(data.attribution?.utm_campaign
                ? [{ key: 'campaign', label: t('jobs.applicant.campaign'), children: data.attribution.utm_campaign }]
                : []),
              { key: 'changed', label: t('jobs.applicant.statusSince'), children: formatDate(data.status_changed_at) },
              { key: 'score', label: t('jobs.applicants.columns.score'), children: data.score == null ? '—' : data.score.toFixed(1) },
              {
                key: 'rating',
                label: t('jobs.applicants.columns.rating'),
                children: (
                  <Rating
                    names={[1, 2, 3, 4, 5].map((count) => t('common.rating.stars', { count }))}
                    value={data.rating ?? 0}
                    disabled={data.anonymised || !can(user, 'move_pipeline') || rate.isPending}
                    allowClear={false}
                    aria-label={t('jobs.applicants.columns.rating')}
                    onChange={(rating) => rating > 0 && rate.mutate({ id: data.id, rating })}
                  />
                ),
              },
            ]}
          />
          {data.anonymised ? (
            <Alert type="info" showIcon title={t('jobs.applicant.anonymised')} />
          ) : (
            <Actions applicant={data} onDialog={setDialog} />
          )}
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card>
            <Tabs
              items={[
                {
                  key: 'interviews',
                  label: t('jobs.applicant.tabs.interviews', { count: data.interviews.length }),
                  children: <ApplicantInterviews applicationId={data.id} candidate={name} interviews={data.interviews} />,
                },
                {
                  key: 'offers',
                  label: t('jobs.applicant.tabs.offers', { count: data.offers.length }),
                  children: <OffersTable offers={data.offers} />,
                },
                {
                  key: 'notes',
                  label: t('jobs.applicant.tabs.notes', { count: data.notes.length }),
                  children: <NotesPanel applicationId={data.id} notes={data.notes} isPrivate={false} readOnly={data.anonymised} />,
                },
                ...(data.private_notes
                  ? [
                      {
                        key: 'private',
                        label: t('jobs.applicant.tabs.privateNotes', { count: data.private_notes.length }),
                        children: <NotesPanel applicationId={data.id} notes={data.private_notes} isPrivate readOnly={data.anonymised} />,
                      },
                    ]
                  : []),
                {
                  key: 'cover',
                  label: t('jobs.applicant.tabs.coverLetter'),
                  children: data.cover_letter ? (
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{data.cover_letter}</Typography.Paragraph>
                  ) : (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('jobs.applicant.noCoverLetter')} />
                  ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('jobs.history.title')}>
            <HistoryTimeline applicationId={data.id} />
          </Card>
        </Col>
      </Row>
      <ScheduleInterviewDialog open={dialog === 'schedule'} applicationId={data.id} candidate={name} onClose={() => setDialog(null)} />
      <OfferJobDialog open={dialog === 'offer'} applicationId={data.id} candidate={name} onClose={() => setDialog(null)} />
      <ReasonDialog
        open={dialog === 'reject'}
        title={t('jobs.applicant.rejectTitle', { name })}
        text={t('jobs.applicant.rejectText')}
        okText={t('jobs.applicant.actions.reject')}
        danger
        loading={act.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={(reason) => act.mutate({ id: data.id, action: 'reject', reason }, { onSuccess: () => setDialog(null) })}
      />
    </Flex>
  );
}
