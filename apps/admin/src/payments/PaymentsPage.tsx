import { PaymentsView } from '@fixflow/ui';

/** /payments for an admin (issue 13 item 6): every payment, read-only, with the vendor's filters and CSV. */
export function PaymentsPage() {
  return <PaymentsView ns="admin" perspective="admin" />;
}
