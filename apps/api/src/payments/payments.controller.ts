import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { OrderFinancials, PaymentLink, PaymentList, PublicInvoice } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal, Public } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { OrderFinancialsView } from '../financials/financials.view.js';
import { ListPaymentsQuery, PaymentFilterDto, PublicInvoiceQuery, RecordPaymentDto } from './payments.dto.js';
import { PaymentLinkView, PaymentListView, PublicInvoiceView, WebhookReceivedView } from './payments.views.js';
import { PaymentsService } from './payments.service.js';

@ApiTags('money')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('payments')
  @ApiOperation({ summary: 'Every payment of the vendor’s orders (an admin: all), newest first, with totals per method' })
  @ApiOkResponse({ type: PaymentListView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('payment.read')
  list(@CurrentPrincipal() caller: Principal, @Query() query: ListPaymentsQuery): Promise<PaymentList> {
    return this.payments.list(caller, query);
  }

  @Get('payments/export.csv')
  @ApiOperation({ summary: 'The payments the filter matches, as CSV' })
  @ApiOkResponse({ description: 'CSV, one row per payment', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('payment.read')
  async csv(@CurrentPrincipal() caller: Principal, @Query() query: PaymentFilterDto, @Res() response: Response): Promise<void> {
    const body = await this.payments.csv(caller, query);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', 'attachment; filename="payments.csv"');
    response.send(body);
  }

  @Post('orders/:id/payment-link')
  @HttpCode(200)
  @ApiOperation({ summary: 'A Stripe Checkout link for what the customer still owes (needs STRIPE_SECRET_KEY)' })
  @ApiOkResponse({ type: PaymentLinkView })
  @ApiErrors('ORDER_NOT_FOUND', 'ORDER_NOT_COMPLETED', 'PAYMENTS_NOT_CONFIGURED', 'NOTHING_DUE')
  @ApiAccess('payment.record')
  paymentLink(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<PaymentLink> {
    return this.payments.paymentLink(caller, id);
  }

  @Post('payments/stripe/webhook')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Stripe’s webhook (signature checked with STRIPE_WEBHOOK_SECRET): a paid Checkout is recorded once' })
  @ApiOkResponse({ type: WebhookReceivedView })
  @ApiErrors('WEBHOOK_SIGNATURE_INVALID', 'PAYMENTS_NOT_CONFIGURED')
  stripeWebhook(@Req() request: Request & { rawBody?: Buffer }, @Headers('stripe-signature') signature?: string): Promise<{ received: true }> {
    return this.payments.stripeWebhook(request.rawBody, signature);
  }

  @Get('invoices/:token')
  @Public()
  @ApiOperation({ summary: 'The invoice a pay link was for, by the link’s token: the customer’s page after paying (public, unguessable); with session_id, whether that payment is recorded' })
  @ApiOkResponse({ type: PublicInvoiceView })
  @ApiErrors('INVOICE_NOT_FOUND', 'VALIDATION_FAILED')
  invoice(@Param('token') token: string, @Query() query: PublicInvoiceQuery): Promise<PublicInvoice> {
    return this.payments.publicInvoice(token, query.session_id);
  }

  @Post('orders/:id/payments')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record a payment taken after the job, by hand; answers the order’s financials with it' })
  @ApiOkResponse({ type: OrderFinancialsView })
  @ApiErrors('VALIDATION_FAILED', 'ORDER_NOT_FOUND', 'ORDER_NOT_COMPLETED')
  @ApiAccess('payment.record')
  record(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: RecordPaymentDto): Promise<OrderFinancials> {
    return this.payments.record(caller, id, dto);
  }
}
