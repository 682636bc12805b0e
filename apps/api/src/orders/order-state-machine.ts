import { orderLabels, type OrderStatus } from '@fixflow/contracts';

// The rules (transitions, assignable and final states) live in libs/contracts so the web shows
// exactly the moves the API allows; this file only writes a status with its labels.

/** The only way status and its two labels are set together. */
export function withStatus(status: OrderStatus, technicianId: string | null) {
  return { status, ...orderLabels(status, technicianId !== null) };
}
