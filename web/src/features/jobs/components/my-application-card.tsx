import { CalendarOutlined, GiftOutlined, LinkOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import { Popconfirm } from '@/components/ui/popconfirm';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isTerminal, statusOf } from '@/lib/application-status';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useAcceptOffer } from '../api/accept-offer';
import { useDeclineOffer } from '../api/decline-offer';
import type { MyApplication } from '../api/get-my-applications';
import { useWithdrawApplication } from '../api/withdraw-application';
import { formatDate, formatTime } from '../utils/format';
import { OfferDetailsDialog } from './offer-details-dialog';
import { ReasonDialog } from './reason-dialog';
import { ApplicationStatusTag } from './status-tags';

/**
 * One application of the job seeker: its status, an open offer to answer, the next interview.
 * `extraActions`: buttons of other features, beside its own.
 */
export function MyApplicationCard({ application, extraActions }: { application: MyApplication; extraActions?: ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const withdraw = useWithdrawApplication();
  const [viewing, setViewing] = useState(false);
  const [declining, setDeclining] = useState(false);
  const { offer, interview } = application;
  const status = statusOf(application.status);
  // Still open: its next interview shown. A status this app does not know counts as closed.
  const open = status !== null && !isTerminal(status);

  const answer = offer && (
    <Space>
      {offer.actions.includes('decline') && <Button onClick={() => setDeclining(true)}>{t('jobs.offer.decline')}</Button>}
      {offer.actions.includes('accept') && (
        <Popconfirm
          title={t('jobs.offer.confirmAccept', { job: application.job_title })}
          okText={t('jobs.offer.accept')}
          cancelText={t('common.actions.cancel')}
          onConfirm={() => accept.mutate(offer.id, { onSuccess: () => setViewing(false) })}
        >
          <Button type="primary" loading={accept.isPending}>
            {t('jobs.offer.accept')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );

  return (
    <Card size="small" data-testid="my-application">
      <Flex vertical gap={12}>
        <Flex gap={12} align="center" wrap>
          <Avatar shape="square" src={application.company_logo ?? undefined}>
            {(application.company_name ?? '?').charAt(0)}
          </Avatar>
          <Flex vertical style={{ flex: 1, minWidth: 200 }}>
            <Link to={paths.job.getHref(application.job_id)}>
              <Typography.Text strong>{application.job_title}</Typography.Text>
            </Link>
            <Typography.Text type="secondary">
              {application.company_name ?? t('jobs.confidentialCompany')} · {t('jobs.myApplications.appliedOn', { date: formatDate(application.applied_at) })}
            </Typography.Text>
          </Flex>
          {application.status && <ApplicationStatusTag status={application.status.value} />}
          {extraActions}
          {application.actions.includes('withdraw') && (
            <Popconfirm
              title={t('jobs.myApplications.confirmWithdraw')}
              okText={t('jobs.myApplications.withdraw')}
              okButtonProps={{ danger: true }}
              cancelText={t('common.actions.cancel')}
              onConfirm={() => withdraw.mutate(application.id)}
            >
              <Button size="small" danger loading={withdraw.isPending}>
                {t('jobs.myApplications.withdraw')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
        {offer && (
          <Alert
            type="success"
            icon={<GiftOutlined aria-hidden />}
            showIcon
            title={t('jobs.myApplications.offer', {
              salary: formatMoney(language, offer.gross_salary, offer.currency),
              date: formatDate(offer.last_date),
            })}
            action={
              <Space wrap>
                <Button size="small" onClick={() => setViewing(true)}>
                  {t('jobs.offer.viewDetails')}
                </Button>
                {answer}
              </Space>
            }
          />
        )}
        {interview && open && (
          <Alert
            type="info"
            icon={<CalendarOutlined aria-hidden />}
            showIcon
            title={t('jobs.myApplications.interview', {
              date: formatDate(interview.date),
              start: formatTime(interview.start),
              end: formatTime(interview.end),
            })}
            description={
              <Space wrap>
                {interview.location && <span>{interview.location}</span>}
                {interview.meet_link && (
                  <a href={interview.meet_link} target="_blank" rel="noreferrer">
                    <LinkOutlined aria-hidden /> {t('jobs.interview.meetLink')}
                  </a>
                )}
              </Space>
            }
          />
        )}
      </Flex>
      <OfferDetailsDialog
        offer={viewing && offer ? { ...offer, job_title: application.job_title, company_name: application.company_name ?? undefined } : null}
        onClose={() => setViewing(false)}
        footer={answer}
      />
      <ReasonDialog
        open={declining}
        title={t('jobs.offer.declineTitle')}
        text={t('jobs.offer.declineText')}
        okText={t('jobs.offer.decline')}
        danger
        loading={decline.isPending}
        onCancel={() => setDeclining(false)}
        onSubmit={(reason) =>
          offer &&
          decline.mutate(
            { id: offer.id, reason },
            {
              onSuccess: () => {
                setDeclining(false);
                setViewing(false);
              },
            },
          )
        }
      />
    </Card>
  );
}
