import Button from 'antd/es/button';
import { Popconfirm } from '@/components/ui/popconfirm';
import Space from 'antd/es/space';
import { Table } from '@/components/ui/table';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { OfferResponse } from '@/types/jobs';
import type { ApplicantOffer } from '../api/get-applicant';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { formatDate } from '../utils/format';
import { OfferDetailsDialog } from './offer-details-dialog';
import { OfferStatusTag } from './status-tags';

type Row = ApplicantOffer & Partial<Pick<OfferResponse, 'application_id' | 'candidate_name' | 'job_title'>>;

/** Job offers: on the applicant page (one candidate) and on Job offers (the company's). */
export function OffersTable({ offers, loading, showCandidate }: { offers: Row[]; loading?: boolean; showCandidate?: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const withdraw = useWithdrawOffer();
  const [viewing, setViewing] = useState<Row | null>(null);
  const columns: TableColumnsType<Row> = [
    ...(showCandidate
      ? [
          {
            title: t('jobs.offer.candidate'),
            key: 'candidate',
            render: (_: unknown, offer: Row) =>
              offer.application_id ? <Link to={paths.applicant.getHref(offer.application_id)}>{offer.candidate_name ?? '—'}</Link> : null,
          },
          { title: t('jobs.offer.job'), key: 'job', render: (_: unknown, offer: Row) => offer.job_title },
        ]
      : []),
    { title: t('jobs.offer.grossSalary'), key: 'salary', render: (_, offer) => formatMoney(language, offer.gross_salary, offer.currency) },
    { title: t('jobs.offer.status'), key: 'status', render: (_, offer) => <OfferStatusTag status={offer.status} /> },
    { title: t('jobs.offer.lastDate'), key: 'last_date', render: (_, offer) => formatDate(offer.last_date) },
    { title: t('jobs.offer.sentAt'), key: 'sent_at', render: (_, offer) => formatDate(offer.sent_at) },
    {
      title: t('jobs.list.columns.actions'),
      key: 'actions',
      render: (_, offer) => (
        <Space size={4}>
          <Button size="small" onClick={() => setViewing(offer)}>
            {t('jobs.offer.viewDetails')}
          </Button>
          {offer.actions.includes('withdraw') && (
            <Popconfirm
              title={t('jobs.offer.confirmWithdraw')}
              okText={t('jobs.offer.withdraw')}
              okButtonProps={{ danger: true }}
              cancelText={t('common.actions.cancel')}
              onConfirm={() => withdraw.mutate(offer.id)}
            >
              <Button size="small" danger>
                {t('jobs.offer.withdraw')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <Table<Row>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={offers}
        loading={loading}
        pagination={offers.length > 20 ? { pageSize: 20 } : false}
        scroll={{ x: true }}
        locale={{ emptyText: t('jobs.offer.none') }}
      />
      <OfferDetailsDialog offer={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
