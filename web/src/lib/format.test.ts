import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyRange, truncateEmail } from './format';

describe('truncateEmail', () => {
  it('keeps an e-mail of up to 20 characters as it is', () => {
    expect(truncateEmail('a@b.io')).toBe('a@b.io');
    expect(truncateEmail('twenty.chars@acme.io')).toBe('twenty.chars@acme.io');
  });

  it('cuts a longer one to 20 characters followed by dots', () => {
    expect(truncateEmail('twenty-one.c@acme.io1')).toBe('twenty-one.c@acme.io...');
    expect(truncateEmail('someone.with.a.long.name@example.com')).toBe('someone.with.a.long....');
  });
});

// Intl separates with no-break spaces (U+00A0): spelled out here.
describe('formatMoney', () => {
  it('writes money the English way: the code or sign first, commas between thousands', () => {
    expect(formatMoney('en', 3775, 'AZN')).toBe('AZN\u00a03,775');
    expect(formatMoney('en', 3775, 'USD')).toBe('$3,775');
  });

  it('writes money the Azerbaijani way: dots between thousands, the manat sign last', () => {
    expect(formatMoney('az', 3775, 'AZN')).toBe('3.775\u00a0₼');
  });

  it('writes money the Russian way: spaces between thousands, the code last', () => {
    expect(formatMoney('ru', 3775, 'AZN')).toBe('3\u00a0775\u00a0AZN');
  });

  it('shows cents only for an amount that has some', () => {
    expect(formatMoney('en', 4.5, 'USD')).toBe('$4.50');
    expect(formatMoney('en', 5, 'USD')).toBe('$5');
  });

  it('puts a code Intl does not know after the number', () => {
    expect(formatMoney('en', 2500, 'XX1')).toBe('2,500 XX1');
  });

  it('given no currency, writes the number alone', () => {
    expect(formatMoney('ru', 4000, null)).toBe('4\u00a0000');
  });
});

describe('formatMoneyRange', () => {
  it('writes a range the English way', () => {
    expect(formatMoneyRange('en', 3000, 4500, 'AZN')).toBe('AZN\u00a03,000–4,500');
  });

  it('writes a range the Azerbaijani way', () => {
    expect(formatMoneyRange('az', 3000, 4500, 'AZN')).toBe('3.000–4.500\u00a0₼');
  });

  it('writes a range the Russian way', () => {
    expect(formatMoneyRange('ru', 3000, 4500, 'AZN')).toBe('3\u00a0000–4\u00a0500\u00a0AZN');
  });

  it('given equal ends, writes the one amount', () => {
    expect(formatMoneyRange('en', 3000, 3000, 'AZN')).toBe('AZN\u00a03,000');
  });

  it('puts a code Intl does not know after the range', () => {
    expect(formatMoneyRange('en', 3000, 4500, 'XX1')).toBe('3,000–4,500 XX1');
  });
});
