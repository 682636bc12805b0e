import type { i18n as I18n } from 'i18next';

/**
 * The English words of the text pages that are not on the way to signing in — terms, privacy, the
 * payment results — in the shell namespace, added by those pages' own chunk, so neither / nor
 * /login carries them on the first load. Their Russian is in shell-ru, which loads only for Russian.
 */
export const infoEn = {
  legal: {
    termsTitle: 'Terms of Service',
    termsText: 'Fixflow connects vendors, their customers and technicians. Vendors are responsible for the orders they create and the prices they quote; technicians for the work they accept. Accounts may be suspended for misuse.',
    privacyTitle: 'Privacy Policy',
    privacyText: 'We keep the data needed to run orders — names, contact details, addresses and the order history — and share it only with the vendor and technician working the order. You can ask us to export or delete your data at any time.',
  },
  payment: {
    successTitle: 'Payment received',
    successText: 'Thank you. Your payment went through and the vendor has been notified.',
    cancelTitle: 'Payment cancelled',
    cancelText: 'No money was taken. You can go back and try again whenever you are ready.',
    backHome: 'Back to home',
    invoiceTitle: 'Invoice {{number}}',
    invoiceFrom: 'From {{vendor}} to {{customer}}, service on {{date}}',
    labor: 'Labor',
    parts: 'Parts',
    tax: 'Tax',
    total: 'Total',
    tips: 'Tip',
    paid: 'Paid',
    balanceDue: 'Balance due',
    paidInFull: 'Paid in full. Thank you!',
    loading: 'Loading the invoice…',
    notFound: 'This invoice could not be found. The link may be incomplete.',
    failed: 'The invoice could not be loaded. Reload the page to try again.',
    method_cash: 'Cash',
    method_check: 'Check',
    method_card: 'Card',
    method_online: 'Online payment',
  },
} as const;

export type InfoMessages = typeof infoEn;

/** Adds the English words once (deep merge: the rest of the shell namespace stays as it is). */
export function addInfoWords(i18n: I18n): void {
  if (i18n.getResource('en', 'shell', 'legal.termsTitle')) return;
  i18n.addResourceBundle('en', 'shell', infoEn, true, false);
}
