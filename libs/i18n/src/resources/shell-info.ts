import type { i18n as I18n } from 'i18next';

/**
 * The English words of pages that are not on the way to signing in — the payment results, the
 * suspended vendor's page — in the shell namespace, added by those pages' own chunks, so neither /
 * nor /login carries them on the first load. Their Russian is in shell-ru, which loads only for
 * Russian. The terms and the privacy policy are long texts of their own (resources/legal, both
 * languages, loaded by their page).
 */
export const infoEn = {
  suspended: {
    title: 'Account Suspended',
    text: 'An administrator has suspended your account, so your team cannot use Fixflow until it is reactivated. Your orders, customers and settlements are kept.',
    contact: 'To find out why, or to ask for reactivation, write to',
    still: 'Your account is still suspended.',
  },
  payment: {
    checkingTitle: 'Checking your payment…',
    successTitle: 'Payment received',
    successText: 'Thank you. Your payment is recorded, and {{vendor}} can see it.',
    confirmingTitle: 'Confirming your payment…',
    confirmingText: 'Your card company is confirming the payment. This usually takes a few seconds; this page updates by itself.',
    unconfirmedTitle: 'Payment not confirmed yet',
    unconfirmedText:
      'We have not received the confirmation of this payment yet. If your card was charged, {{vendor}} will see the payment as soon as it is confirmed: please do not pay again. Reload this page later to check.',
    invoiceOnlyTitle: 'Your invoice',
    invoiceOnlyText: 'This is the invoice as it stands now.',
    noPaymentTitle: 'No payment to confirm',
    noPaymentText:
      'This page confirms payments made through a payment link, and this visit did not come from one: no payment was made. To pay an invoice, open the payment link your service company sent you.',
    checkFailedTitle: 'We could not check this payment',
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
  if (i18n.getResource('en', 'shell', 'payment.successTitle')) return;
  i18n.addResourceBundle('en', 'shell', infoEn, true, false);
}
