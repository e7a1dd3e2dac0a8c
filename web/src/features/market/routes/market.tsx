import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth';
import { useLanguage } from '@/lib/i18n';
import type { TokenOrder, TokenPackage } from '@/types/market';
import { useCreateOrder } from '../api/create-order';
import { useAiTokens } from '../api/get-ai-tokens';
import { BalanceCard } from '../components/balance-card';
import { HistoryTable } from '../components/history-table';
import { OrdersTable } from '../components/orders-table';
import { PackageCards } from '../components/package-cards';

/**
 * /market, for every signed-in user: the AI token balance, the packages on sale, the company's
 * orders and the balance's history (docs/api-learning-contract.md, "Market: AI tokens"). The
 * company account buys: an order stays pending until an administrator confirms the payment,
 * which credits the balance. Employees see their company's balance; a job seeker only the packages.
 */
export default function MarketRoute() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useUser();
  const market = useAiTokens();
  const order = useCreateOrder();
  const [placed, setPlaced] = useState<TokenOrder | null>(null);

  const data = market.data;
  if (!data) {
    if (market.isPending) return <Skeleton active />;
    return (
      <Empty description={t('market.loadFailed')}>
        <Button onClick={() => void market.refetch()}>{t('common.actions.retry')}</Button>
      </Empty>
    );
  }

  const buy = (pkg: TokenPackage) => {
    setPlaced(null);
    // A refusal is told by the one feedback place.
    order.mutate({ packageId: pkg.id }, { onSuccess: setPlaced });
  };

  const whoBuys = data.can_buy ? null : user.user_type === 'jobseeker' || data.balance == null ? 'jobseeker' : 'employee';

  return (
    <Flex vertical gap={16}>
      {data.balance != null && <BalanceCard balance={data.balance} locale={language} />}
      {whoBuys && <Alert type="info" showIcon data-testid="who-buys" title={t(`market.whoBuys.${whoBuys}`)} />}
      {placed && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setPlaced(null) }}
          data-testid="order-placed"
          title={t('market.ordered')}
        />
      )}
      <Card size="small" title={t('market.packages.title')}>
        <PackageCards
          packages={data.packages}
          locale={language}
          onBuy={data.can_buy ? buy : undefined}
          buying={order.isPending ? (order.variables?.packageId ?? null) : null}
        />
      </Card>
      {(data.can_buy || data.orders.length > 0) && (
        <Card size="small" title={t('market.orders.title')}>
          <OrdersTable orders={data.orders} locale={language} />
        </Card>
      )}
      {data.balance != null && (
        <Card size="small" title={t('market.history.title')}>
          <HistoryTable history={data.history} locale={language} />
        </Card>
      )}
    </Flex>
  );
}
