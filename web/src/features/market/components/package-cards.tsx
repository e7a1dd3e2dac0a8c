import { ShoppingCartOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { TokenPackage } from '@/types/market';
import { formatPrice, formatTokens } from '../utils/format';
import { usePackageName } from '../utils/package-name';

/**
 * The packages on sale: tokens and price, each with "Buy" when the user may buy (`onBuy` given).
 * `buying`: the package whose order is being placed.
 */
export function PackageCards({
  packages,
  locale,
  onBuy,
  buying,
}: {
  packages: TokenPackage[];
  locale: string;
  onBuy?: (pkg: TokenPackage) => void;
  buying?: string | null;
}) {
  const { t } = useTranslation();
  const name = usePackageName();
  return (
    <Flex wrap gap={16}>
      {packages.map((pkg) => (
        <Card
          key={pkg.id}
          size="small"
          title={name(pkg.id)}
          style={{ width: 240 }}
          data-testid="package"
          data-id={pkg.id}
        >
          <Flex vertical gap={8}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('market.packages.tokens', { tokens: formatTokens(locale, pkg.tokens) })}
            </Typography.Title>
            <Typography.Text strong style={{ fontSize: 18 }} data-field="price">
              {formatPrice(locale, pkg.price, pkg.currency)}
            </Typography.Text>
            {onBuy && (
              <Button
                type="primary"
                icon={<ShoppingCartOutlined aria-hidden />}
                loading={buying === pkg.id}
                disabled={Boolean(buying) && buying !== pkg.id}
                onClick={() => onBuy(pkg)}
                aria-label={t('market.packages.buyNamed', { name: name(pkg.id) })}
              >
                {t('market.packages.buy')}
              </Button>
            )}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
