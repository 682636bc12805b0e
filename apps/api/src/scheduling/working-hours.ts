import { HttpStatus, Injectable } from '@nestjs/common';
import { type ApiError, hoursOn, type MessageLanguage, type OutsideHoursDetails, wallClock, withinWorkingHours } from '@fixflow/contracts';
import { ApiException } from '../common/api-exception.js';
import { SchedulingRepository } from './scheduling.repository.js';

/** 409 OUTSIDE_WORKING_HOURS, carrying the technician's hours on the day asked so the dispatcher can confirm an override. */
export class OutsideWorkingHoursException extends ApiException {
  constructor(readonly workingHours: OutsideHoursDetails) {
    super(HttpStatus.CONFLICT, 'OUTSIDE_WORKING_HOURS');
  }

  override details(_language: MessageLanguage): Pick<ApiError, 'working_hours'> {
    return { working_hours: this.workingHours };
  }
}

/**
 * PRODUCT.md "Time", issue 17: a window a dispatcher gives a technician (assigning, moving) must
 * lie within its weekly hours, read on its own clock (dispatch.ts withinWorkingHours decides).
 * Personal bookings and time off are the technician's own time and never come here.
 */
@Injectable()
export class WorkingHours {
  constructor(private readonly scheduling: SchedulingRepository) {}

  /**
   * Null when [start, end) is within the technician's hours. Outside them: refused unless
   * `override` (the dispatcher confirmed), then the hours of that day, for the audit record.
   */
  async check(technicianId: string, vendorId: string | null, window: { start: Date; end: Date } | null, override: boolean | undefined): Promise<OutsideHoursDetails | null> {
    if (!window) throw new Error('a checked window is a valid date and slot');
    const { hours, timezone } = await this.scheduling.workingHours(technicianId, vendorId);
    if (withinWorkingHours(hours, window.start, window.end, timezone)) return null;
    const weekday = wallClock(window.start, timezone).weekday;
    const details: OutsideHoursDetails = { weekday, hours: hoursOn(hours, weekday), timezone };
    if (!override) throw new OutsideWorkingHoursException(details);
    return details;
  }
}
