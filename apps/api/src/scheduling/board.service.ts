import { HttpStatus, Injectable } from '@nestjs/common';
import { addDays, BOARD_MAX_DAYS, BOARD_TRAY_LIMIT, daysBetween, type ScheduleBoard } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { DEFAULT_TIME_ZONE, usableZone } from '../common/time-zone.js';
import { VendorsRepository } from '../vendors/vendors.repository.js';
import type { ScheduleBoardQueryDto } from './board.dto.js';
import { type BoardRange, BoardRepository, type BoardScope } from './board.repository.js';
import { zonedTime } from './time-slots.js';

/** The range asked: end on or after start, at most BOARD_MAX_DAYS days in all; else a field error on `end`. */
function checkedDays(query: ScheduleBoardQueryDto): { start: string; end: string } {
  const length = daysBetween(query.start, query.end) + 1;
  if (length < 1) {
    throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [{ field: 'end', message: 'end must not be before start', code: 'INVALID' }]);
  }
  if (length > BOARD_MAX_DAYS) {
    throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [
      { field: 'end', message: `the board shows at most ${BOARD_MAX_DAYS} days`, code: 'TOO_LARGE', params: { max: BOARD_MAX_DAYS } },
    ]);
  }
  return { start: query.start, end: query.end };
}

/**
 * GET /api/schedule/board (PRODUCT.md "Screens the spec only names", issue 17): everything the
 * dispatch board draws for a range in one answer. A vendor's board is its roster and its orders;
 * an admin's every vendor's, or one vendor's with `vendor_id`. Another vendor's job on a shared
 * technician is only busy time (`other`): a vendor never sees another vendor's data.
 */
@Injectable()
export class BoardService {
  constructor(
    private readonly board: BoardRepository,
    private readonly vendors: VendorsRepository,
    private readonly access: AccessService,
  ) {}

  async read(caller: Principal, query: ScheduleBoardQueryDto): Promise<ScheduleBoard> {
    await this.access.requireAccess(caller, 'schedule.board');
    const days = checkedDays(query);
    // A vendor's board is always its own; an admin's is every vendor's unless it names one.
    const vendorId = caller.role === 'vendor' ? caller.vendorId : (query.vendor_id?.toLowerCase() ?? null);
    if (caller.role === 'vendor' && !vendorId) throw new ApiException(HttpStatus.NOT_FOUND, 'VENDOR_NOT_FOUND');
    const vendorZone = vendorId ? await this.vendors.timezone(vendorId) : null;
    if (vendorZone === undefined) throw new ApiException(HttpStatus.NOT_FOUND, 'VENDOR_NOT_FOUND');
    const zone = vendorId ? usableZone(vendorZone) : DEFAULT_TIME_ZONE;
    const scope: BoardScope = { vendorId, roster: this.access.repository.rosterLinks(vendorId) };
    const range: BoardRange = { ...days, zone, from: zonedTime(days.start, 0, zone), to: zonedTime(addDays(days.end, 1), 0, zone) };

    const technicians = await this.board.technicians(scope);
    const ids = technicians.map((technician) => technician.id);
    const [orders, tray, busy, offers] = await Promise.all([
      this.board.cards(scope, ids, range),
      this.board.tray(scope, BOARD_TRAY_LIMIT),
      this.board.busy(scope, ids, range),
      this.board.offers(scope),
    ]);
    return { start: days.start, end: days.end, timezone: zone, technicians, orders, tray, busy, offers };
  }
}
