import { CheckCircleTwoTone, CloseCircleTwoTone, HeartFilled, StopOutlined } from '@ant-design/icons';
import Space from 'antd/es/space';
import { Table } from '@/components/ui/table';
import type { TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { translateError } from '@/lib/errors';
import { ApiError } from '@/lib/api-client';
import type { ApplicantCard, BulkOutcome } from '@/types/jobs';
import type { ApplicantSort, ApplicantsFilter } from '../api/get-applicants';
import { candidateName, formatDate } from '../utils/format';
import { ApplicationSource } from './application-source';
import { Rating } from '@/components/ui/rating';
import { ApplicationStatusTag } from './status-tags';

type Props = {
  applicants: ApplicantCard[];
  total: number;
  loading: boolean;
  filter: ApplicantsFilter;
  pageSize: number;
  onChange: (next: Partial<ApplicantsFilter>) => void;
  showJob?: boolean;
  selection?: { selected: string[]; onSelect: (ids: string[]) => void };
  /** What the last bulk action did to each row. */
  outcomes?: Record<string, BulkOutcome>;
};

const sortable: ApplicantSort[] = ['applied_at', 'score', 'rating'];

/** Applicants as a table, sorted and paged by the server (applied date, score, rating). */
export function ApplicantsTable({ applicants, total, loading, filter, pageSize, onChange, showJob, selection, outcomes }: Props) {
  const { t } = useTranslation();
  const order = (key: ApplicantSort) =>
    (filter.sort ?? 'applied_at') === key ? (filter.order === 'asc' ? 'ascend' : 'descend') : null;
  const columns: TableColumnsType<ApplicantCard> = [
    {
      title: t('jobs.applicants.columns.name'),
      key: 'name',
      render: (_, card) => (
        <Space size={6}>
          <Link to={paths.applicant.getHref(card.id)}>{candidateName(card, t)}</Link>
          {card.favorite && <HeartFilled style={{ color: '#eb2f96' }} aria-label={t('jobs.applicant.favorite')} />}
          {card.blacklisted && <StopOutlined style={{ color: '#cf1322' }} aria-label={t('jobs.applicant.blacklisted')} />}
        </Space>
      ),
    },
    ...(showJob
      ? [
          {
            title: t('jobs.applicants.columns.job'),
            key: 'job',
            render: (_: unknown, card: ApplicantCard) => <Link to={paths.myJob.getHref(card.job_id)}>{card.job_title}</Link>,
          },
        ]
      : []),
    { title: t('jobs.applicants.columns.status'), key: 'status', render: (_, card) => card.status && <ApplicationStatusTag status={card.status.value} /> },
    {
      title: t('jobs.applicants.columns.applied_at'),
      key: 'applied_at',
      sorter: true,
      sortOrder: order('applied_at'),
      render: (_, card) => formatDate(card.applied_at),
    },
    { title: t('jobs.applicants.columns.source'), key: 'source', render: (_, card) => <ApplicationSource attribution={card.attribution} /> },
    {
      title: t('jobs.applicants.columns.score'),
      key: 'score',
      sorter: true,
      sortOrder: order('score'),
      render: (_, card) => (card.score == null ? '—' : card.score.toFixed(1)),
    },
    {
      title: t('jobs.applicants.columns.rating'),
      key: 'rating',
      sorter: true,
      sortOrder: order('rating'),
      render: (_, card) => (card.rating == null ? '—' : <Rating readOnly value={card.rating} />),
    },
    ...(outcomes
      ? [
          {
            title: t('jobs.applicants.columns.outcome'),
            key: 'outcome',
            render: (_: unknown, card: ApplicantCard) => {
              const outcome = outcomes[card.id];
              if (!outcome) return null;
              if (outcome.ok) {
                return (
                  <Space size={4} data-testid="outcome-ok">
                    <CheckCircleTwoTone aria-hidden twoToneColor="#52c41a" /> {t('jobs.applicants.bulk.done')}
                  </Space>
                );
              }
              // Translated from the code (the server's message is English only).
              const text = translateError(t, new ApiError(409, outcome.code ?? 'unknown', outcome.message ?? ''));
              return (
                <Space size={4} data-testid="outcome-refused">
                  <CloseCircleTwoTone aria-hidden twoToneColor="#ff4d4f" /> {text}
                </Space>
              );
            },
          },
        ]
      : []),
  ];

  const handleChange: TableProps<ApplicantCard>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = single?.columnKey as ApplicantSort | undefined;
      if (!single?.order || !key || !sortable.includes(key)) onChange({ sort: undefined, order: undefined, page: 1 });
      else onChange({ sort: key, order: single.order === 'ascend' ? 'asc' : 'desc', page: 1 });
      return;
    }
    onChange({ page: pagination.current ?? 1 });
  };

  return (
    <Table<ApplicantCard>
      rowKey="id"
      columns={columns}
      dataSource={applicants}
      loading={loading}
      scroll={{ x: true }}
      onChange={handleChange}
      locale={{ emptyText: t('jobs.applicants.empty') }}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selected,
          onChange: (keys) => selection.onSelect(keys as string[]),
          // antd labels its checkboxes in English ("Select all", "Select row 1") whatever its locale.
          getTitleCheckboxProps: () => ({ 'aria-label': t('jobs.applicants.selection.all') }),
          getCheckboxProps: (card) => ({ 'aria-label': t('jobs.applicants.selection.one', { name: candidateName(card, t) }) }),
        }
      }
      pagination={{ current: filter.page ?? 1, pageSize, total, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
}
