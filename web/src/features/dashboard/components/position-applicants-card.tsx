import Card from 'antd/es/card';
import { Select } from '@/components/ui/select';
import { Table } from '@/components/ui/table';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { statusColor } from '@/lib/application-status';
import type { ApplicantCard } from '@/types/jobs';
import { useApplicantsForPosition } from '../api/get-applicants-for-position';
import { useOrgPositions } from '@/lib/org-positions';

/**
 * The applicants of the jobs placed at a position (?position=), each a link to the applicant's
 * page. Shown only when the company has positions.
 */
export function PositionApplicantsCard() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const positions = useOrgPositions({ enabled: true });
  const requested = params.get('position');
  const position = positions.data?.find((candidate) => candidate.id === requested);
  const applicants = useApplicantsForPosition(position?.id);

  if (!positions.data?.length) return null;

  const choose = (id: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('position', id);
        else next.delete('position');
        return next;
      },
      { replace: true },
    );

  return (
    <Card
      title={t('dashboard.charts.positionApplicants')}
      size="small"
      data-testid="position-applicants"
      extra={
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 280, maxWidth: '60vw' }}
          placeholder={t('dashboard.charts.choosePosition')}
          aria-label={t('dashboard.charts.position')}
          value={position?.id}
          onChange={choose}
          options={positions.data.map((item) => ({ value: item.id, label: item.title }))}
        />
      }
    >
      <Table<ApplicantCard>
        rowKey="id"
        size="small"
        loading={position !== undefined && applicants.isPending}
        dataSource={position ? (applicants.data ?? []) : []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
        locale={{ emptyText: t(position ? 'dashboard.charts.noPositionApplicants' : 'dashboard.charts.choosePositionHint') }}
        columns={[
          {
            title: t('dashboard.charts.candidate'),
            key: 'candidate',
            render: (_, card) => (
              <Link to={paths.applicant.getHref(card.id)}>
                {[card.first_name, card.last_name].filter(Boolean).join(' ') || t('jobs.applicant.deletedUser')}
              </Link>
            ),
          },
          {
            title: t('dashboard.charts.job'),
            key: 'job',
            render: (_, card) => <Link to={paths.myJob.getHref(card.job_id)}>{card.job_title}</Link>,
          },
          {
            title: t('dashboard.charts.stage'),
            key: 'stage',
            render: (_, card) =>
              card.status && <Tag color={statusColor(card.status.value)}>{t(`common.applicationStatus.${card.status.value}`, { defaultValue: card.status.value })}</Tag>,
          },
          {
            title: t('dashboard.charts.applied'),
            key: 'applied',
            render: (_, card) => dayjs(card.applied_at).format('DD.MM.YYYY'),
          },
        ]}
      />
    </Card>
  );
}
