import { PaymentsView } from '@fixflow/ui';

/** /payments (issue 13 item 6): the vendor's payments, filters, totals per method, CSV. */
export function PaymentsPage() {
  return <PaymentsView ns="vendor" perspective="vendor" />;
}
