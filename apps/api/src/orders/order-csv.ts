import { csvCell } from '../common/csv.js';
import type { OrderExportRow } from './order-list.repository.js';

/** Excel reads a CSV as UTF-8 (names in Cyrillic, accents) only when the file starts with the BOM. */
export const CSV_BOM = '\uFEFF';

/** The columns a dispatcher works from, in the order a spreadsheet shows them. */
export const ORDER_CSV_HEADER = ['Invoice', 'Service date', 'Window', 'Status', 'Customer', 'Phone', 'Address', 'City', 'State', 'ZIP', 'Technician', 'Appliance', 'Source', 'Created'];

/**
 * One order as a CSV record (RFC 4180: CRLF, quoted where needed, formula-looking text guarded by
 * csvCell). The status is the label the caller's side sees: a technician's export reads as its
 * screens do.
 */
export function orderCsvRecord(row: OrderExportRow, side: 'vendor' | 'technician'): string {
  return [
    row.invoice_number,
    row.service_date,
    row.time_window,
    side === 'technician' ? row.technician_status : row.vendor_status,
    row.customer_name,
    row.phone,
    row.address,
    row.city,
    row.state,
    row.zip_code,
    row.technician_name,
    row.appliance_type,
    row.order_source,
    row.created_local,
  ]
    .map((value) => csvCell(value))
    .join(',')
    .concat('\r\n');
}

export const orderCsvHeader = () => `${CSV_BOM}${ORDER_CSV_HEADER.join(',')}\r\n`;
