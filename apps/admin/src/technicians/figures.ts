import type { MetricRate } from '@fixflow/contracts';

/** A rate as a whole percent in the UI language ("80 %", "80%"); a dash with nothing to divide. */
export function percent(rate: MetricRate, language: string): string {
  if (rate.value === null) return '—';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(rate.value);
}
