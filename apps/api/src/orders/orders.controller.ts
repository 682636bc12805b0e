import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { Body, Controller, Get, Headers, HttpCode, Logger, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { BulkOrderResult, Order, OrderDetails, OrderList } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal, UnauthenticatedAs } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { languageOf } from '../i18n/language.js';
import {
  AssignOrderDto,
  CreateOrderDto,
  DeclineOrderDto,
  CreatePersonalOrderDto,
  OrderFilterDto,
  OrderListQueryDto,
  OrderRatingDto,
  RecallDecisionDto,
  TransitionOrderDto,
  UpdateOrderDto,
} from './dto/order.dto.js';
import { BulkOrderDto, BulkOrderResultView } from './dto/order-bulk.dto.js';
import { OrderDetailsView, OrderListView, OrderView } from './dto/order.views.js';
import { OrderBulkService } from './order-bulk.service.js';
import { OrderDispatchService } from './order-dispatch.service.js';
import { OrderListService } from './order-list.service.js';
import { OrderRecallsService } from './order-recalls.service.js';
import { OrdersService } from './orders.service.js';

/** Orders as each caller may see them: a vendor its own, a technician its assigned and personal ones, an admin all. */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrdersController {
  private readonly logger = new Logger(OrdersController.name);

  constructor(
    private readonly orders: OrdersService,
    private readonly dispatch: OrderDispatchService,
    private readonly recalls: OrderRecallsService,
    private readonly lists: OrderListService,
    private readonly bulk: OrderBulkService,
  ) {}

  @Post()
  @UnauthenticatedAs('NOT_LOGGED_IN_CREATE_ORDER')
  @ApiOperation({ summary: 'SPEC.md §7 "Create order": the customer upserted by phone, then the order' })
  @ApiCreatedResponse({ type: OrderView })
  @ApiErrors('NOT_LOGGED_IN_CREATE_ORDER', 'VALIDATION_FAILED', 'VENDOR_NOT_FOUND')
  @ApiAccess('order.create')
  create(@CurrentPrincipal() caller: Principal, @Body() dto: CreateOrderDto): Promise<Order> {
    return this.orders.create(caller, dto);
  }

  @Post('personal')
  @ApiOperation({ summary: 'A technician blocks its own time (SPEC.md §5 defaults)' })
  @ApiCreatedResponse({ type: OrderView })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED', 'SLOT_TAKEN')
  @ApiAccess('order.personal')
  createPersonal(@CurrentPrincipal() caller: Principal, @Body() dto: CreatePersonalOrderDto): Promise<Order> {
    return this.orders.createPersonal(caller, dto);
  }

  @Get()
  @ApiOperation({ summary: 'Filter by status, technician, date range, text; sort by created, date or invoice, either way; keyset pages (next_cursor)' })
  @ApiOkResponse({ type: OrderListView })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED')
  @ApiAccess('order.read')
  list(@CurrentPrincipal() caller: Principal, @Query() query: OrderListQueryDto): Promise<OrderList> {
    return this.lists.list(caller, query);
  }

  // Before ':id', which would take "export.csv" for an id.
  @Get('export.csv')
  @ApiOperation({ summary: "Every order the list's filters match, in its sort, as CSV (UTF-8 with BOM), streamed: the whole result, not a page" })
  @ApiOkResponse({ description: 'CSV, a header row then one row per order; attachment orders-YYYY-MM-DD.csv', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED')
  @ApiAccess('order.read')
  async exportCsv(@CurrentPrincipal() caller: Principal, @Query() query: OrderFilterDto, @Res() response: Response): Promise<void> {
    const { filename, chunks } = await this.lists.csv(caller, query);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    response.setHeader('Cache-Control', 'no-store');
    // pipeline pulls the next batch only when the socket drains, and stops reading when the client goes.
    try {
      await pipeline(Readable.from(chunks, { objectMode: false, highWaterMark: 64 * 1024 }), response);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') this.logger.error(`orders export cut short: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reassign or cancel (with a reason) several orders, each judged as the single-order call would; a result per id' })
  @ApiOkResponse({ type: BulkOrderResultView })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED')
  @ApiAccess('order.bulk')
  bulkAction(@CurrentPrincipal() caller: Principal, @Body() dto: BulkOrderDto): Promise<BulkOrderResult> {
    return this.bulk.run(caller, dto);
  }

  @Get('lookup/:identifier')
  @ApiOperation({ summary: 'uuid → exact invoice (INV- added) → invoice suffix → id suffix' })
  @ApiOkResponse({ type: OrderView })
  @ApiErrors('NOT_AUTHENTICATED', 'ORDER_NOT_FOUND')
  @ApiAccess('order.read')
  lookup(@CurrentPrincipal() caller: Principal, @Param('identifier') identifier: string): Promise<Order> {
    return this.orders.lookup(caller, identifier);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One order with its history (who acted, named as the caller may see them, in its Accept-Language); outside the caller\'s scope it is not found' })
  @ApiOkResponse({ type: OrderDetailsView })
  @ApiErrors('NOT_AUTHENTICATED', 'ORDER_NOT_FOUND')
  @ApiAccess('order.read')
  details(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Headers('accept-language') acceptLanguage?: string): Promise<OrderDetails> {
    return this.orders.details(caller, id, languageOf(acceptLanguage));
  }

  @Patch(':id')
  @ApiOkResponse({ type: OrderView })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED', 'ORDER_NOT_FOUND', 'ORDER_NOT_EDITABLE', 'SLOT_TAKEN', 'OUTSIDE_WORKING_HOURS')
  @ApiAccess('order.write')
  update(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: UpdateOrderDto): Promise<Order> {
    return this.orders.update(caller, id, dto);
  }

  @Post(':id/assign')
  @HttpCode(200)
  @ApiOperation({ summary: "A technician, and from the board the new date and slot in the same move; outside the technician's weekly hours only with override_hours" })
  @ApiOkResponse({ type: OrderView })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED', 'ORDER_NOT_FOUND', 'TECHNICIAN_NOT_FOUND', 'TECHNICIAN_INACTIVE', 'TRANSITION_NOT_ALLOWED', 'SLOT_TAKEN', 'OUTSIDE_WORKING_HOURS')
  @ApiAccess('order.assign')
  assign(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: AssignOrderDto): Promise<Order> {
    return this.dispatch.assign(caller, id, dto);
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'The assigned technician gives a pending assignment back with a reason; the order returns to the tray and its vendor is told' })
  @ApiOkResponse({ type: OrderView })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED', 'ORDER_NOT_FOUND', 'TRANSITION_NOT_ALLOWED')
  @ApiAccess('order.decline')
  decline(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: DeclineOrderDto): Promise<Order> {
    return this.dispatch.decline(caller, id, dto);
  }

  @Post(':id/transitions')
  @HttpCode(200)
  @ApiOkResponse({ type: OrderView })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED', 'REASON_REQUIRED', 'ORDER_NOT_FOUND', 'TRANSITION_NOT_ALLOWED', 'SLOT_TAKEN')
  @ApiAccess('order.transition')
  transition(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: TransitionOrderDto): Promise<Order> {
    return this.dispatch.transition(caller, id, dto);
  }

  @Put(':id/rating')
  @ApiOperation({ summary: "The customer's 1–5 rating of a closed order, recorded or changed by the vendor; null clears it" })
  @ApiOkResponse({ type: OrderView })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED', 'ORDER_NOT_FOUND', 'ORDER_NOT_CLOSED')
  @ApiAccess('order.rating')
  rate(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: OrderRatingDto): Promise<Order> {
    return this.dispatch.rate(caller, id, dto);
  }

  @Put(':id/recall')
  @ApiOperation({ summary: 'The vendor\'s word on a suspected recall: not a recall (with a reason), or a recall after all' })
  @ApiOkResponse({ type: OrderDetailsView })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED', 'ORDER_NOT_FOUND', 'NOT_A_RECALL')
  @ApiAccess('order.recall')
  decideRecall(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Body() dto: RecallDecisionDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<OrderDetails> {
    return this.recalls.decide(caller, id, dto, languageOf(acceptLanguage));
  }
}
