import type { PaymentListItem } from '@fixflow/contracts';
import { csvCell } from '../common/csv.js';

/** The payments list as a spreadsheet opens it: one row per payment. */
export function paymentsCsv(rows: PaymentListItem[]): string {
  const header = ['Recorded at', 'Invoice', 'Customer', 'Technician', 'Method', 'Collected by', 'Source', 'Amount'];
  const lines = rows.map((row) =>
    [row.recorded_at, row.invoice_number, row.customer_name, row.technician_name, row.method, row.collected_by, row.source].map((value) => csvCell(value)).concat(row.amount).join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
