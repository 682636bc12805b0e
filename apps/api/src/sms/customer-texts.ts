import { Injectable, Logger } from '@nestjs/common';
import type { Order } from '@fixflow/contracts';
import { VendorSettingsRepository } from '../vendors/vendor-settings.repository.js';
import { VendorsRepository } from '../vendors/vendors.repository.js';
import { onMyWayText } from './customer-text-messages.js';
import { SmsRepository } from './sms.repository.js';
import { SmsService } from './sms.service.js';

/**
 * Texts the API sends customers on its own (issue 17 item 4), through the same path as a vendor's
 * reply (SmsService.queueText: the customer's thread, the sms-send job, Twilio or the local
 * record). Each runs after its cause is committed and never undoes it: a failure is logged.
 */
@Injectable()
export class CustomerTexts {
  private readonly logger = new Logger(CustomerTexts.name);

  constructor(
    private readonly sms: SmsRepository,
    private readonly texts: SmsService,
    private readonly settings: VendorSettingsRepository,
    private readonly vendors: VendorsRepository,
  ) {}

  /**
   * The technician tapped "On my way": the order's phone gets its name and the window, in the
   * vendor's customer language and time zone — unless the vendor turned it off (on_my_way_sms),
   * the order has no customer of a vendor's (a personal booking), or the customer replied STOP.
   */
  async onMyWay(order: Order): Promise<void> {
    try {
      if (!order.vendor_id || !order.customer_id) return;
      const settings = await this.settings.inForce(order.vendor_id);
      if (!settings.on_my_way_sms || (await this.sms.optedOut(order.customer_id))) return;
      const vendor = await this.vendors.byId(order.vendor_id);
      const body = onMyWayText(
        {
          company: vendor?.companyName ?? '',
          technician: order.technician?.full_name ?? null,
          starts_at: order.starts_at,
          ends_at: order.ends_at,
          timezone: settings.timezone,
        },
        settings.customer_language,
      );
      await this.texts.queueText({ vendorId: order.vendor_id, customerId: order.customer_id, to: order.phone, body, authorId: null });
    } catch (error) {
      this.logger.error(`order ${order.id} on the way: the customer's text not queued: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
