/** Currencies of the store (spec section 9); MMK is the default. */
export const currencies = ['MMK', 'USD'] as const;
export type CurrencyCode = (typeof currencies)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'MMK';

/**
 * Money travels and is stored as an integer of minor units (1/100 of the currency: 3,500.00 MMK is
 * 350000, 3.50 USD is 350). It is turned into text in one place: `formatMoney`.
 */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  const major = (minor / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
  return `${major} ${currency}`;
}

/** Parses what a donor types ('5,000', '3.5') into minor units; undefined when it is not an amount. */
export function parseMoney(text: string): number | undefined {
  const cleaned = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return undefined;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Basis points of an amount, rounded half up to a whole minor unit. */
export const applyRate = (minor: number, basisPoints: number) => Math.round((minor * basisPoints) / 10000);
