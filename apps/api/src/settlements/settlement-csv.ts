import type { SettlementDetails } from '@fixflow/contracts';
import { csvCell as cell } from '../common/csv.js';

/** A statement as a spreadsheet opens it: header facts, one row per line, totals, payouts. */
export function toCsv(details: SettlementDetails): string {
  const rows: (string | number | null)[][] = [];
  const amounts = (values: (string | null)[]) => values.map((value) => (value === null ? '' : value));
  rows.push(['Vendor', details.vendor_name], ['Technician', details.technician_name ?? details.technician_id], ['Week', `${details.week_start} – ${details.week_end}`], ['Status', details.status], []);
  rows.push(['Date', 'Invoice', 'Description', 'Total', 'Technician share', 'Tips', 'Technician due', 'Collected by technician', 'Balance']);
  const lines = details.lines.map((line) => [
    cell(line.date),
    cell(line.invoice_number),
    cell(line.description),
    ...amounts([line.total, line.technician_share, line.tips, line.technician_due, line.collected_by_technician, line.amount]),
  ]);
  const totals = ['', '', 'Total', '', details.technician_share, details.tips, details.technician_due, details.collected_by_technician, details.balance];
  const payouts = details.payouts.map((payout) => [cell(payout.paid_at.slice(0, 10)), '', cell(`Payout (${payout.method})${payout.note ? `: ${payout.note}` : ''}`), '', '', '', '', '', payout.amount]);
  const head = rows.map((row) => row.map((value) => cell(value)).join(','));
  const body = [...lines, totals, [], ...payouts, ['', '', 'Outstanding', '', '', '', '', '', details.outstanding]].map((row) => row.join(','));
  return `${[...head, ...body].join('\r\n')}\r\n`;
}
