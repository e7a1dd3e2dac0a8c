import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import { Segmented } from '@/components/ui/segmented';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { can } from '@/config/access';
import { useUser } from '@/lib/auth';
import { useCompanyOffers } from '../api/get-company-offers';
import { OffersTable } from '../components/offers-table';

const filters = ['all', 'sent', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
type Filter = (typeof filters)[number];

/** The company's job offers, newest first, by status. */
export default function JobOffersRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const allowed = can(user, 'send_offers');
  const offers = useCompanyOffers({ enabled: allowed });
  const [params, setParams] = useSearchParams();
  const requested = params.get('status') as Filter | null;
  const filter: Filter = requested && filters.includes(requested) ? requested : 'all';

  if (!allowed) return <Alert type="info" showIcon title={t('jobs.pipeline.notForRole')} />;
  const shown = (offers.data ?? []).filter((offer) => filter === 'all' || offer.status === filter);
  return (
    <Card
      title={
        <Segmented<Filter>
          aria-label={t('jobs.offer.status')}
          value={filter}
          onChange={(status) => setParams(status === 'all' ? {} : { status })}
          options={filters.map((value) => ({ value, label: value === 'all' ? t('jobs.list.all') : t(`jobs.offerStatus.${value}`) }))}
        />
      }
    >
      <OffersTable offers={shown} loading={offers.isPending} showCandidate />
    </Card>
  );
}
