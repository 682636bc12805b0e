import { useTranslation } from 'react-i18next';
import { addMoneyPageWords } from '@fixflow/i18n/money-pages';
import type { Namespace } from '@fixflow/i18n';
import type { SettlementSummary } from '@fixflow/contracts';
import type { TFunction } from 'i18next';
import { formatAmount } from '../dates/format-money';

/** Who reads a statement: the vendor, the technician it is for, or an admin looking on. */
export type SettlementPerspective = 'vendor' | 'technician' | 'admin';

/** The money pages' words (libs/i18n money-pages), added to the remote's namespace by the page's own chunk. */
export function useMoneyPageWords(ns: Namespace) {
  const translation = useTranslation(ns);
  addMoneyPageWords(translation.i18n, ns);
  return translation;
}

/** "Tess Tech owes you 142.00": the statement's balance as who owes whom, from the reader's side. */
export function balanceSentence(t: TFunction, language: string, perspective: SettlementPerspective, s: Pick<SettlementSummary, 'balance' | 'technician_name' | 'vendor_name'>): string {
  if (!/[1-9]/.test(s.balance)) return t('settle.balance.none');
  const payer = s.balance.startsWith('-') ? 'vendor' : 'technician';
  return t(`settle.balance.${perspective}.${payer}`, {
    amount: formatAmount(s.balance.replace(/^-/, ''), language),
    technician: s.technician_name ?? t('settle.unnamed'),
    vendor: s.vendor_name,
  });
}
