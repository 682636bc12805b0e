import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { type SmsChangedEvent, type UnmatchedSms, type UnmatchedSmsList } from '@fixflow/contracts';
import { normalizePhone } from '@fixflow/contracts/phone';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { isUuid } from '../common/uuid.js';
import { CustomersRepository } from '../customers/customers.repository.js';
import type { AttachUnmatchedDto, DismissUnmatchedDto, UnmatchedSmsQueryDto } from './unmatched-sms.dto.js';
import { type LockedText, UnmatchedSmsRepository } from './unmatched-sms.repository.js';
import { toSmsMessage } from './sms.repository.js';
import { SmsService } from './sms.service.js';
import { toUnmatched, type UnmatchedRow } from './unmatched-sms.views.js';

/**
 * The admins' Unknown SMS queue (issue 15, PRODUCT.md "Messages"): a text the webhook could not
 * give to exactly one vendor's customer waits here until an admin attaches it to a customer (an
 * existing one, optionally keeping the number; or a new one of a vendor), dismisses it, or blocks
 * its number. A text is resolved once: the second answer is 409 SMS_ALREADY_RESOLVED.
 */
@Injectable()
export class UnmatchedSmsService {
  private readonly logger = new Logger('UnmatchedSms');

  constructor(
    private readonly em: EntityManager,
    private readonly queue: UnmatchedSmsRepository,
    private readonly customers: CustomersRepository,
    private readonly sms: SmsService,
    private readonly access: AccessService,
  ) {}

  async list(caller: Principal, query: UnmatchedSmsQueryDto): Promise<UnmatchedSmsList> {
    await this.access.requireAccess(caller, 'unmatched-sms.manage');
    return this.queue.list(query);
  }

  async attach(caller: Principal, id: string, dto: AttachUnmatchedDto): Promise<UnmatchedSms> {
    await this.access.requireAccess(caller, 'unmatched-sms.manage');
    const { vendorId, customerId } = await this.em.transactional(async (em) => {
      const text = await this.open(em, id);
      if (dto.customer_id !== undefined) {
        const customer = await this.queue.customer(em, dto.customer_id);
        if (!customer) throw new ApiException(HttpStatus.NOT_FOUND, 'CUSTOMER_NOT_FOUND');
        const phone = normalizePhone(text.from_number);
        if (dto.add_number && phone && phone !== customer.phone) await this.queue.addNumber(em, customer.vendor_id, customer.id, phone);
        await this.queue.attach(em, text.id, customer.vendor_id, customer.id, 'attached', caller.userId);
        return { vendorId: customer.vendor_id, customerId: customer.id };
      }
      const vendorId = dto.vendor_id ?? '';
      if (!(await this.queue.vendorExists(em, vendorId))) throw new ApiException(HttpStatus.NOT_FOUND, 'VENDOR_NOT_FOUND');
      const phone = normalizePhone(text.from_number);
      if (!phone) {
        // A sender the provider named in no phone form (a short code, an alphanumeric id) can be no customer's phone.
        throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [
          { field: 'vendor_id', message: 'the sender is not a phone number a customer can have', code: 'INVALID_PHONE' },
        ]);
      }
      const created = await this.customers.upsert(em, vendorId, {
        name: (dto.name ?? '').trim(),
        phone,
        email: null,
        address: null,
        city: null,
        state: null,
        zip_code: null,
      });
      await this.queue.attach(em, text.id, vendorId, created, 'customer_created', caller.userId);
      return { vendorId, customerId: created };
    });
    const row = await this.queue.row(id);
    await this.joinedThread(vendorId, customerId, row);
    return toUnmatched(row, (await this.queue.candidates([row.from_number])).get(row.from_number) ?? []);
  }

  async dismiss(caller: Principal, id: string, dto: DismissUnmatchedDto): Promise<UnmatchedSms> {
    await this.access.requireAccess(caller, 'unmatched-sms.manage');
    const reason = dto.reason?.trim() || null;
    await this.em.transactional(async (em) => {
      const text = await this.open(em, id);
      if (dto.block) {
        await this.queue.dismiss(em, text.id, 'blocked', caller.userId, reason);
        await this.queue.block(em, normalizePhone(text.from_number) ?? text.from_number, caller.userId, reason);
      } else {
        await this.queue.dismiss(em, text.id, 'dismissed', caller.userId, reason);
      }
    });
    const row = await this.queue.row(id);
    await this.tellAdmins({ action: 'status', customer_id: null, message: toSmsMessage(row) });
    return toUnmatched(row, (await this.queue.candidates([row.from_number])).get(row.from_number) ?? []);
  }

  /** The text under its lock: one that is not queued is not found, one already resolved is a conflict. */
  private async open(em: EntityManager, id: string): Promise<LockedText> {
    const text = isUuid(id) ? await this.queue.lock(em, id) : null;
    if (!text || (text.resolution === null && text.customer_id !== null)) throw new ApiException(HttpStatus.NOT_FOUND, 'SMS_NOT_FOUND');
    if (text.resolution !== null) throw new ApiException(HttpStatus.CONFLICT, 'SMS_ALREADY_RESOLVED');
    return text;
  }

  /**
   * After the commit, as for a text the webhook matched (SmsService.joinedThread), and every
   * admin's queue refetches. The attach stands whatever happens here: failures are logged.
   */
  private async joinedThread(vendorId: string, customerId: string, row: UnmatchedRow): Promise<void> {
    const message = toSmsMessage(row);
    try {
      await this.sms.joinedThread(vendorId, customerId, message);
    } catch (error) {
      this.logger.error(`text ${row.id} attached: notification not written: ${error instanceof Error ? error.message : String(error)}`);
    }
    await this.tellAdmins({ action: 'received', customer_id: customerId, message });
  }

  private async tellAdmins(event: SmsChangedEvent): Promise<void> {
    try {
      await this.sms.tellAdmins(event);
    } catch (error) {
      this.logger.error(`sms.changed not sent to the admins: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
