import Descriptions from 'antd/es/descriptions';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { OfferResponse } from '@/types/jobs';
import { formatDate } from '../utils/format';
import { OfferStatusTag } from './status-tags';

/** An offer as far as the screen that opens it knows it: the terms always, the rest where it has them. */
export type OfferView = Pick<OfferResponse, 'gross_salary' | 'currency' | 'last_date'> &
  Partial<Pick<OfferResponse, 'bonus_system' | 'notes' | 'status' | 'job_title' | 'company_name' | 'candidate_name' | 'sent_at' | 'decline_reason'>>;

type Props = { offer: OfferView | null; onClose: () => void; footer?: ReactNode };

/** Job offer details: the terms of one offer, read-only; the job seeker answers from the footer. */
export function OfferDetailsDialog({ offer, onClose, footer }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  type Item = { key: string; label: string; children: ReactNode };
  const candidates: Array<Item | false | null | '' | 0 | undefined> = offer
    ? [
        offer.job_title && { key: 'job', label: t('jobs.offer.job'), children: offer.job_title },
        offer.company_name && { key: 'company', label: t('jobs.fields.company'), children: offer.company_name },
        offer.candidate_name && { key: 'candidate', label: t('jobs.offer.candidate'), children: offer.candidate_name },
        offer.status && { key: 'status', label: t('jobs.offer.status'), children: <OfferStatusTag status={offer.status} /> },
        { key: 'gross_salary', label: t('jobs.offer.grossSalary'), children: formatMoney(language, offer.gross_salary, offer.currency) },
        { key: 'bonus_system', label: t('jobs.offer.bonusSystem'), children: offer.bonus_system || '—' },
        { key: 'last_date', label: t('jobs.offer.lastDate'), children: formatDate(offer.last_date) },
        offer.sent_at && { key: 'sent_at', label: t('jobs.offer.sentAt'), children: formatDate(offer.sent_at) },
        {
          key: 'notes',
          label: t('jobs.offer.notes'),
          children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{offer.notes || '—'}</Typography.Text>,
        },
        offer.decline_reason && { key: 'decline_reason', label: t('jobs.offer.declineReason'), children: offer.decline_reason },
      ]
    : [];
  const items = candidates.filter((item): item is Item => Boolean(item));
  return (
    <Dialog open={offer !== null} title={t('jobs.offer.detailsTitle')} onCancel={onClose} footer={footer ?? null}>
      <Descriptions column={1} bordered size="small" items={items} />
    </Dialog>
  );
}
