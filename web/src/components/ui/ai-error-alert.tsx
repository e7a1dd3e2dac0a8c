import { ShoppingCartOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { aiErrorOf, retryAfterSeconds } from '@/lib/ai-errors';

/** "Buy AI tokens": the way to the market page (/market). */
export function MarketLink({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.market.getHref()} onClick={onClick} data-testid="market-link">
      <ShoppingCartOutlined aria-hidden /> {t('common.aiTokens.buy')}
    </Link>
  );
}

/**
 * A refused AI call told in the user's language (`errors.<code>`): with too few tokens (402
 * `not_enough_ai_tokens`) a link to the market, when rate limited (429 `ai_rate_limited`) the
 * seconds to wait. Shared by the screens that call the AI (the AI proposal, AI teachers).
 * `onNavigate`: called when the market link is followed (to close a drawer, say).
 */
export function AiErrorAlert({ error, action, onNavigate }: { error: unknown; action?: ReactNode; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const refused = aiErrorOf(error);
  const seconds = retryAfterSeconds(refused);
  const message = refused ? t(`errors.${refused.code}`, { ...refused.details, defaultValue: t('errors.generic') }) : t('errors.generic');
  const description =
    refused?.code === 'not_enough_ai_tokens' ? (
      <MarketLink onClick={onNavigate} />
    ) : seconds !== null ? (
      <span data-testid="retry-after">{t('common.aiTokens.retryIn', { count: seconds })}</span>
    ) : undefined;
  return (
    <Alert
      type={refused?.code === 'not_enough_ai_tokens' ? 'warning' : 'error'}
      showIcon
      data-testid="ai-error"
      data-code={refused?.code ?? 'generic'}
      title={message}
      description={description}
      action={action}
    />
  );
}
