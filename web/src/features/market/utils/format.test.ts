import { describe, expect, it } from 'vitest';
import { adds, formatPrice, formatTokens, signedTokens } from './format';

describe('market formats', () => {
  it('groups tokens in the interface language', () => {
    expect(formatTokens('en', 50000)).toBe('50,000');
    expect(formatTokens('en', 0)).toBe('0');
    expect(formatTokens('ru', 1000000).replace(/\s/g, ' ')).toBe('1 000 000');
  });

  it('signs credits and refunds with a plus and charges with a minus', () => {
    expect(adds({ kind: 'credit' })).toBe(true);
    expect(adds({ kind: 'refund' })).toBe(true);
    expect(adds({ kind: 'charge' })).toBe(false);
    expect(signedTokens('en', { kind: 'credit', tokens: 50000 })).toBe('+50,000');
    expect(signedTokens('en', { kind: 'refund', tokens: 30 })).toBe('+30');
    expect(signedTokens('en', { kind: 'charge', tokens: 120 })).toBe('−120');
  });

  it("shows a price in its currency as the app writes money, cents only when it has some", () => {
    expect(formatPrice('en', '5.00', 'USD')).toBe('$5');
    expect(formatPrice('en', '4.50', 'USD')).toBe('$4.50');
    expect(formatPrice('ru', '20.00', 'AZN')).toBe('20\u00a0AZN');
  });

  it('given a currency Intl does not know, puts its code after the number', () => {
    expect(formatPrice('en', '5.00', 'not a currency')).toBe('5 not a currency');
  });
});
