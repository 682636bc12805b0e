import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ScheduleBoard } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { ScheduleBoardQueryDto } from './board.dto.js';
import { BoardService } from './board.service.js';
import { ScheduleBoardView } from './board.views.js';

@ApiTags('schedule')
@ApiBearerAuth()
@Controller('schedule')
export class BoardController {
  constructor(private readonly board: BoardService) {}

  @Get('board')
  @ApiOperation({ summary: "The dispatch board for a range of days: technicians with their hours, their orders, busy time, the tray and open offers, in one answer" })
  @ApiOkResponse({ type: ScheduleBoardView })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED', 'VENDOR_NOT_FOUND')
  @ApiAccess('schedule.board')
  read(@CurrentPrincipal() caller: Principal, @Query() query: ScheduleBoardQueryDto): Promise<ScheduleBoard> {
    return this.board.read(caller, query);
  }
}
