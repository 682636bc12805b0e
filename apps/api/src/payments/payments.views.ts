import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { COLLECTORS, type Collector, PAYMENT_METHODS, type PaymentLink, type PaymentList, type PaymentListItem, type PaymentMethod, type PublicCheckout, type PublicInvoice } from '@fixflow/contracts';

@ApiSchema({ name: 'PaymentListItem' })
export class PaymentListItemView implements PaymentListItem {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) order_id: string;
  @ApiProperty() invoice_number: string;
  @ApiProperty() customer_name: string;
  @ApiProperty({ type: String, nullable: true }) technician_name: string | null;
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' }) method: PaymentMethod;
  @ApiProperty({ example: '382.00' }) amount: string;
  @ApiProperty({ enum: COLLECTORS, enumName: 'Collector' }) collected_by: Collector;
  @ApiProperty({ enum: ['completion', 'manual', 'pay_link'] }) source: 'completion' | 'manual' | 'pay_link';
  @ApiProperty({ format: 'date-time' }) recorded_at: string;
}

@ApiSchema({ name: 'PaymentMethodTotals' })
export class PaymentMethodTotalsView implements Record<PaymentMethod, string> {
  @ApiProperty({ example: '382.00' }) cash: string;
  @ApiProperty({ example: '0.00' }) check: string;
  @ApiProperty({ example: '0.00' }) card: string;
  @ApiProperty({ example: '0.00' }) online: string;
}

@ApiSchema({ name: 'PaymentTotals' })
export class PaymentTotalsView {
  @ApiProperty({ type: 'integer' }) count: number;
  @ApiProperty({ example: '382.00' }) total: string;
  @ApiProperty({ type: () => PaymentMethodTotalsView }) by_method: PaymentMethodTotalsView;
}

@ApiSchema({ name: 'PaymentList' })
export class PaymentListView implements PaymentList {
  @ApiProperty({ type: [PaymentListItemView] }) items: PaymentListItemView[];
  @ApiProperty({ type: String, nullable: true }) next_cursor: string | null;
  @ApiProperty({ type: () => PaymentTotalsView, description: 'of everything the filter matches, not only this page' }) totals: PaymentTotalsView;
}

@ApiSchema({ name: 'PaymentLink' })
export class PaymentLinkView implements PaymentLink {
  @ApiProperty({ format: 'uri', description: 'Stripe Checkout’s page; the customer returns to /payment-success or /payment-cancel' }) url: string;
  @ApiProperty({ example: '382.00' }) amount: string;
}

@ApiSchema({ name: 'WebhookReceived' })
export class WebhookReceivedView {
  @ApiProperty({ enum: [true] }) received: true;
}

@ApiSchema({ name: 'PublicInvoicePayment' })
export class PublicInvoicePaymentView {
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' }) method: PaymentMethod;
  @ApiProperty({ example: '382.00' }) amount: string;
}

@ApiSchema({ name: 'PublicCheckout' })
export class PublicCheckoutView implements PublicCheckout {
  @ApiProperty({ example: 'cs_test_a1B2c3' }) session_id: string;
  @ApiProperty({ description: 'whether the payment of this Checkout Session is recorded on the invoice (Stripe’s webhook records it)' }) recorded: boolean;
}

@ApiSchema({ name: 'PublicInvoice' })
export class PublicInvoiceView implements PublicInvoice {
  @ApiProperty() invoice_number: string;
  @ApiProperty() vendor_name: string;
  @ApiProperty() customer_name: string;
  @ApiProperty({ format: 'date' }) service_date: string;
  @ApiProperty({ example: '200.00' }) labor: string;
  @ApiProperty({ example: '150.00' }) parts_price: string;
  @ApiProperty({ example: '12.00' }) tax: string;
  @ApiProperty({ example: '362.00' }) total: string;
  @ApiProperty({ example: '20.00' }) tips: string;
  @ApiProperty({ type: [PublicInvoicePaymentView] }) payments: PublicInvoicePaymentView[];
  @ApiProperty({ example: '382.00' }) paid: string;
  @ApiProperty({ example: '0.00' }) balance_due: string;
  @ApiProperty({ type: String, nullable: true }) invoice_message: string | null;
  @ApiProperty({ type: () => PublicCheckoutView, nullable: true, description: 'with ?session_id=: whether that Checkout’s payment is recorded; else null' })
  checkout: PublicCheckoutView | null;
}
