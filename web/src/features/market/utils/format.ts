import { formatMoney } from '@/lib/format';
import type { TokenMovement } from '@/types/market';

/** How the market shows a moment: 05.07.2026 14:30. */
export const SHOWN_TIME = 'DD.MM.YYYY HH:mm';

/** A count of tokens in the interface language: 50,000 (en), 50.000 (az), 50 000 (ru). */
export function formatTokens(locale: string, tokens: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(tokens);
}

/** Whether a move adds to the balance: credits (paid orders) and refunds do, charges take away. */
export const adds = (move: Pick<TokenMovement, 'kind'>) => move.kind !== 'charge';

/** A move's tokens with their sign: "+50,000", "−120". */
export function signedTokens(locale: string, move: Pick<TokenMovement, 'kind' | 'tokens'>): string {
  return `${adds(move) ? '+' : '−'}${formatTokens(locale, Math.abs(move.tokens))}`;
}

/** A price as the API sends it ("5.00") in its currency, the app's one way (`lib/format`): $5, $4.50. */
export function formatPrice(locale: string, price: string, currency: string): string {
  const amount = Number(price);
  return Number.isFinite(amount) ? formatMoney(locale, amount, currency) : `${price} ${currency}`;
}
