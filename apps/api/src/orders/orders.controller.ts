import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Order, OrderDetails, OrderList } from '@fixflow/contracts';
import { CurrentPrincipal, Roles, UnauthenticatedAs } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { AssignOrderDto, CreateOrderDto, CreatePersonalOrderDto, OrderListQueryDto, TransitionOrderDto, UpdateOrderDto } from './dto/order.dto.js';
import { OrderDispatchService } from './order-dispatch.service.js';
import { OrderQueries } from './order-queries.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';

/** Orders as each caller may see them: a vendor its own, a technician its assigned and personal ones, an admin all. */
@ApiTags('orders')
@ApiBearerAuth()
@ApiNotFoundResponse({ description: "ORDER_NOT_FOUND: 'Order not found with identifier: {id}' (also for orders outside the caller's scope)" })
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly dispatch: OrderDispatchService,
    private readonly queries: OrderQueries,
    private readonly repository: OrdersRepository,
  ) {}

  @Post()
  @UnauthenticatedAs('NOT_LOGGED_IN_CREATE_ORDER')
  @ApiOperation({ summary: 'SPEC.md §7 "Create order": the customer upserted by phone, then the order' })
  @ApiUnauthorizedResponse({ description: "NOT_LOGGED_IN_CREATE_ORDER: 'You must be logged in to create orders'" })
  create(@CurrentPrincipal() caller: Principal, @Body() dto: CreateOrderDto): Promise<Order> {
    return this.orders.create(caller, dto);
  }

  @Post('personal')
  @Roles('technician')
  @ApiOperation({ summary: 'A technician blocks its own time (SPEC.md §5 defaults)' })
  @ApiConflictResponse({ description: 'SLOT_TAKEN with the clashing slot' })
  createPersonal(@CurrentPrincipal() caller: Principal, @Body() dto: CreatePersonalOrderDto): Promise<Order> {
    return this.orders.createPersonal(caller, dto);
  }

  @Get()
  @ApiOperation({ summary: 'Filter by status, technician, date range, text; keyset pages (next_cursor)' })
  list(@CurrentPrincipal() caller: Principal, @Query() query: OrderListQueryDto): Promise<OrderList> {
    return this.queries.list(caller, query);
  }

  @Get('lookup/:identifier')
  @ApiOperation({ summary: 'uuid → exact invoice (INV- added) → invoice suffix → id suffix' })
  lookup(@CurrentPrincipal() caller: Principal, @Param('identifier') identifier: string): Promise<Order> {
    return this.queries.lookup(caller, identifier);
  }

  @Get(':id')
  details(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<OrderDetails> {
    return this.repository.details(caller, id);
  }

  @Patch(':id')
  @ApiConflictResponse({ description: 'ORDER_NOT_EDITABLE; SLOT_TAKEN when a new slot clashes' })
  update(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: UpdateOrderDto): Promise<Order> {
    return this.orders.update(caller, id, dto);
  }

  @Post(':id/assign')
  @HttpCode(200)
  @Roles('vendor', 'admin')
  @ApiConflictResponse({ description: 'SLOT_TAKEN with the clashing slot' })
  assign(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: AssignOrderDto): Promise<Order> {
    return this.dispatch.assign(caller, id, dto);
  }

  @Post(':id/transitions')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'TRANSITION_NOT_ALLOWED; SLOT_TAKEN' })
  transition(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: TransitionOrderDto): Promise<Order> {
    return this.dispatch.transition(caller, id, dto);
  }
}
