/**
 * Every amount and rate a remote shows, formatted one way, in the UI language: the wire's decimal
 * strings ("1234.50", "-234.31", "8.000") read "1,234.50" / "1 234,50" and "8.000" / "8,000".
 * Exact: the digits come from the string, never through a float; only the grouping and the
 * decimal sign are the language's. No currency sign: a vendor's currency is not a setting yet.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

function decimalSign(language: string): string {
  return new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

function formatDecimal(text: string, language: string, decimals: number | null): string {
  const match = DECIMAL.exec(text.trim());
  if (!match) return text;
  const [, minus, whole, fraction = ''] = match;
  const digits = decimals === null ? fraction : fraction.padEnd(decimals, '0').slice(0, decimals);
  const grouped = new Intl.NumberFormat(language, { useGrouping: true }).format(BigInt(whole));
  // "−0.00" would read as a debt of nothing.
  const sign = minus && /[1-9]/.test(whole + digits) ? '−' : '';
  return `${sign}${grouped}${digits ? decimalSign(language) + digits : ''}`;
}

/** An amount of the wire ("382.00", "-234.31") with two decimals in the language; not an amount comes back as it was. */
export function formatAmount(text: string, language: string): string {
  return formatDecimal(text, language, 2);
}

/** A rate of the wire ("8.000", "2.90") with the decimals it was given, in the language. */
export function formatRate(text: string, language: string): string {
  return formatDecimal(text, language, null);
}
