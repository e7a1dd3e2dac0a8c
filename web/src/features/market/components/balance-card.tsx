import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { formatTokens } from '../utils/format';

/** The balance as a big number, with what it pays for. */
export function BalanceCard({ balance, locale }: { balance: number; locale: string }) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Typography.Text type="secondary">{t('market.balance.title')}</Typography.Text>
      <Typography.Title level={1} style={{ margin: '4px 0' }}>
        <span data-testid="balance" data-value={balance}>
          {formatTokens(locale, balance)}
        </span>
      </Typography.Title>
      <Typography.Text type="secondary">{t('market.balance.hint')}</Typography.Text>
    </Card>
  );
}
