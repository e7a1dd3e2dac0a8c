export const SIDEBAR_EMAIL_LENGTH = 20;

/** The sidebar shows e-mails cut to 20 characters followed by "...". */
export function truncateEmail(email: string, max = SIDEBAR_EMAIL_LENGTH): string {
  return email.length > max ? `${email.slice(0, max)}...` : email;
}

/** An Intl.NumberFormat with formatRange, which the ES2022 library of the type checker leaves out. */
type RangeFormat = Intl.NumberFormat & { formatRange(start: number, end: number): string };

/** Cents only for an amount that has some: salaries read "3,775", a price "4.50". */
const fractionDigits = (...amounts: number[]) => (amounts.every(Number.isInteger) ? 0 : 2);

/** Money in `locale`'s way, or null for a currency code Intl does not know. */
function moneyFormat(locale: string, currency: string, digits: number): RangeFormat | null {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }) as RangeFormat;
  } catch {
    return null;
  }
}

/** A bare number in `locale`'s way, for a currency Intl does not know: the code follows it. */
const plainNumber = (locale: string, digits: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });

const withCode = (number: string, currency?: string | null) => (currency ? `${number} ${currency}` : number);

/**
 * An amount in its currency, the one way the reader's language writes money: "AZN 3,775" (en),
 * "3.775 ₼" (az), "3 775 AZN" (ru). Every salary, offer, budget and price of the app goes
 * through here or `formatMoneyRange`. Without a currency (a profile may name none), the number alone.
 */
export function formatMoney(locale: string, amount: number, currency?: string | null): string {
  const digits = fractionDigits(amount);
  const format = currency ? moneyFormat(locale, currency, digits) : null;
  return format?.format(amount) ?? withCode(plainNumber(locale, digits).format(amount), currency);
}

/** From one amount to another in one currency, as the language writes a range: "AZN 3,000–4,500" (en), "3 000–4 500 AZN" (ru). */
export function formatMoneyRange(locale: string, min: number, max: number, currency: string): string {
  if (min === max) return formatMoney(locale, min, currency);
  const digits = fractionDigits(min, max);
  const format = moneyFormat(locale, currency, digits);
  if (format) return format.formatRange(min, max);
  const number = plainNumber(locale, digits);
  return withCode(`${number.format(min)}–${number.format(max)}`, currency);
}
