import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { Customer, CustomerList, CustomerRecord } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import { AuditRepository } from '../audit/audit.repository.js';
import type { Principal } from '../auth/principal.js';
import { ApiException, type FieldError } from '../common/api-exception.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import type { CreateCustomerDto, CustomerListQueryDto, UpdateCustomerDto } from './customers.dto.js';
import { AppliancesRepository } from './appliances.repository.js';
import { CustomerMergedException } from './customer-merged.exception.js';
import { CustomerRecordsRepository, type PhoneInput } from './customer-records.repository.js';
import { CustomersRepository, toCustomer } from './customers.repository.js';

const PHONE_IN_USE_MESSAGE = 'Another customer already has this phone number';

/**
 * A vendor's customers (an admin sees every vendor's); others' customers are not found. Issue 18:
 * a customer is a record of its own — created, edited, with notes, other phones and addresses —
 * and one merged into another answers 410 with where it went.
 */
@Injectable()
export class CustomersService {
  constructor(
    private readonly em: EntityManager,
    private readonly customers: CustomersRepository,
    private readonly records: CustomerRecordsRepository,
    private readonly orders: OrdersRepository,
    private readonly appliances: AppliancesRepository,
    private readonly access: AccessService,
    private readonly audit: AuditRepository,
  ) {}

  async list(caller: Principal, query: CustomerListQueryDto): Promise<CustomerList> {
    await this.access.requireAccess(caller, 'customer.read');
    return this.customers.list(this.access.repository.customerScope(caller), query);
  }

  /** GET /api/customers/:id: the whole record; a customer merged away answers 410 CUSTOMER_MERGED naming the one kept. */
  async details(caller: Principal, id: string): Promise<CustomerRecord> {
    await this.access.requireAccess(caller, 'customer.read', [id]);
    const row = await this.customers.row(id.toLowerCase());
    if (row.merged_into) throw new CustomerMergedException(row.merged_into);
    const [orders, appliances, phones, addresses, merges] = await Promise.all([
      this.orders.ofCustomer(this.access.repository.orderScope(caller), row.id),
      this.appliances.ofCustomer(row.id),
      this.records.phones(row.id),
      this.records.addresses(row.id),
      this.records.merges(row.id),
    ]);
    return { ...toCustomer(row), notes: row.notes, orders, appliances, phones, addresses, merges };
  }

  /** The same find-or-create an order makes: a phone already known (any of a customer's) updates that customer. */
  async create(caller: Principal, dto: CreateCustomerDto): Promise<Customer> {
    await this.access.requireAccess(caller, 'customer.create');
    if (!caller.vendorId) throw new ApiException(HttpStatus.NOT_FOUND, 'VENDOR_NOT_FOUND');
    const vendorId = caller.vendorId;
    const id = await this.em.transactional((em) =>
      this.customers.upsert(em, vendorId, {
        name: dto.name.trim(),
        phone: dto.phone,
        email: dto.email ?? null,
        address: dto.address ?? null,
        city: dto.city ?? null,
        state: dto.state ?? null,
        zip_code: dto.zip_code ?? null,
        notes: dto.notes ?? null,
      }),
    );
    return this.customers.byId(id);
  }

  /**
   * PATCH /api/customers/:id, in one transaction: the own columns given, and the other phones and
   * addresses each replaced whole when given. The own number another live customer of the vendor
   * is reached at, or another phone that is another customer's other phone, is 409 PHONE_IN_USE
   * naming the field. (Another phone that is someone's own number is allowed: the two then show
   * as likely duplicates.) An admin's edit is audited.
   */
  async update(caller: Principal, id: string, dto: UpdateCustomerDto): Promise<CustomerRecord> {
    await this.access.requireAccess(caller, 'customer.write', [id]);
    const customerId = id.toLowerCase();
    try {
      await this.em.transactional(async (em) => {
        const before = await this.customers.row(customerId, em);
        const phone = dto.phone ?? before.phone;
        if (phone !== before.phone && (await this.customers.byPhone(em, before.vendor_id, phone, customerId))) {
          throw new ApiException(HttpStatus.CONFLICT, 'PHONE_IN_USE', {}, [{ field: 'phone', message: PHONE_IN_USE_MESSAGE }]);
        }
        const phones = dto.phones && this.otherPhones(dto.phones, phone);
        if (phones) await this.refuseTakenPhones(em, before.vendor_id, customerId, dto.phones ?? [], phones);
        await this.customers.update(em, customerId, {
          name: dto.name?.trim(),
          phone: dto.phone,
          email: dto.email,
          address: dto.address,
          city: dto.city,
          state: dto.state,
          zip_code: dto.zip_code,
          notes: dto.notes,
        });
        if (phones) await this.records.replacePhones(em, before.vendor_id, customerId, phones);
        else if (phone !== before.phone) await this.records.replacePhones(em, before.vendor_id, customerId, this.otherPhones(await this.records.phones(customerId, em), phone));
        if (dto.addresses) {
          await this.records.replaceAddresses(
            em,
            customerId,
            dto.addresses.map((entry) => ({ label: entry.label ?? null, address: entry.address, city: entry.city ?? null, state: entry.state ?? null, zip_code: entry.zip_code ?? null })),
          );
        }
        if (caller.role === 'admin') {
          await this.audit.record(
            { actorId: caller.userId, actorRole: caller.role, action: 'customer.update', targetType: 'customer', targetId: customerId, before: { ...before }, after: { ...dto } },
            em,
          );
        }
      });
    } catch (error) {
      // Another edit took the number between the check and the write.
      if (error instanceof UniqueConstraintViolationException) throw new ApiException(HttpStatus.CONFLICT, 'PHONE_IN_USE');
      throw error;
    }
    return this.details(caller, customerId);
  }

  /** The other phones as they will be kept: each number once, never the customer's own number. */
  private otherPhones(entries: { phone: string; label?: string | null }[], own: string): PhoneInput[] {
    const seen = new Set([own]);
    return entries.flatMap((entry) => {
      if (seen.has(entry.phone)) return [];
      seen.add(entry.phone);
      return [{ phone: entry.phone, label: entry.label ?? null }];
    });
  }

  /** 409 PHONE_IN_USE naming each listed phone that is another customer's other phone. */
  private async refuseTakenPhones(em: EntityManager, vendorId: string, customerId: string, asked: { phone: string }[], kept: PhoneInput[]): Promise<void> {
    const taken = await this.records.othersPhones(em, vendorId, customerId, kept.map((entry) => entry.phone));
    if (!taken.size) return;
    const fields: FieldError[] = asked.flatMap((entry, index) => (taken.has(entry.phone) ? [{ field: `phones.${index}.phone`, message: PHONE_IN_USE_MESSAGE }] : []));
    throw new ApiException(HttpStatus.CONFLICT, 'PHONE_IN_USE', {}, fields);
  }
}
