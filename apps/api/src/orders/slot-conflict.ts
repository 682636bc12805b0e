import { HttpStatus } from '@nestjs/common';
import type { ApiError, BusySlot, MessageLanguage } from '@fixflow/contracts';
import { ApiException } from '../common/api-exception.js';

/** 409 SLOT_TAKEN, carrying the technician's slot that clashed so the dispatcher can pick another. */
export class SlotTakenException extends ApiException {
  constructor(readonly slot: BusySlot | undefined) {
    super(HttpStatus.CONFLICT, 'SLOT_TAKEN');
  }

  override details(_language: MessageLanguage): Pick<ApiError, 'slot'> {
    return this.slot ? { slot: this.slot } : {};
  }
}

/**
 * An exclusion constraint refused the write: orders_technician_no_overlap (two live orders of one
 * technician) or technician_busy_ranges_order_not_in_time_off (an order and a time off).
 */
export function isOverlapViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';
}
