import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { CUSTOMER_NOTES_MAX, type CustomerRecord, type DuplicateList } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import { AuditRepository } from '../audit/audit.repository.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import type { MergeCustomersDto } from './customers.dto.js';
import { CustomerRecordsRepository } from './customer-records.repository.js';
import { CustomersRepository } from './customers.repository.js';
import { CustomersService } from './customers.service.js';

/** A customer's name as the vendor knows it: first and last. */
const nameOf = (customer: { first_name: string; last_name: string | null }) => [customer.first_name, customer.last_name].filter(Boolean).join(' ');

/** How many likely duplicates one answer proposes: the strongest first, the rest after those are merged. */
export const DUPLICATES_LIMIT = 100;

/**
 * Issue 18: likely duplicates proposed (the same phone, or the same name at the same address)
 * and two customers merged by a person — never automatically. A merge moves everything of one
 * customer to the other in one transaction and is recorded so it can be explained later.
 */
@Injectable()
export class CustomerMergesService {
  constructor(
    private readonly em: EntityManager,
    private readonly customers: CustomersRepository,
    private readonly records: CustomerRecordsRepository,
    private readonly details: CustomersService,
    private readonly access: AccessService,
    private readonly audit: AuditRepository,
    private readonly orders: OrdersRepository,
  ) {}

  /** GET /api/customers/duplicates: the calling vendor's (an admin, who has no customers of its own, gets none). */
  async duplicates(caller: Principal): Promise<DuplicateList> {
    await this.access.requireAccess(caller, 'customer.merge');
    if (!caller.vendorId) return { items: [] };
    const pairs = await this.records.duplicates(caller.vendorId, DUPLICATES_LIMIT);
    const customers = new Map((await this.customers.byIds(pairs.flatMap((pair) => [pair.a, pair.b]))).map((customer) => [customer.id, customer]));
    return {
      items: pairs.flatMap((pair) => {
        const a = customers.get(pair.a);
        const b = customers.get(pair.b);
        return a && b ? [{ customers: [a, b], reasons: pair.reasons }] : [];
      }),
    };
  }

  /**
   * POST /api/customers/:id/merge {"from"}: `from` is merged into `:id`, both live customers of
   * one vendor in the caller's reach (else 404). Orders, appliances, texts, phones and addresses
   * move; `from` then answers 410 naming `:id`; the merge is recorded (and each moved order's
   * history says so), and audited when an admin merged.
   */
  async merge(caller: Principal, id: string, dto: MergeCustomersDto): Promise<CustomerRecord> {
    await this.access.requireAccess(caller, 'customer.merge', [id, dto.from]);
    const keptId = id.toLowerCase();
    const fromId = dto.from.toLowerCase();
    if (keptId === fromId) throw new ApiException(HttpStatus.CONFLICT, 'MERGE_SAME_CUSTOMER');
    await this.em.transactional(async (em) => {
      const rows = await this.records.lockPair(em, [keptId, fromId]);
      const kept = rows.find((row) => row.id === keptId);
      const merged = rows.find((row) => row.id === fromId);
      // Merged away meanwhile, or (an admin's call) another vendor's: not one this merge can join.
      if (!kept || kept.merged_into || !merged || merged.merged_into || merged.vendor_id !== kept.vendor_id) {
        throw new ApiException(HttpStatus.NOT_FOUND, 'CUSTOMER_NOT_FOUND');
      }
      const { moved, orders } = await this.records.moveInto(em, kept, merged, CUSTOMER_NOTES_MAX);
      await this.records.markMerged(em, kept, merged, moved, caller.userId);
      // Each order moved says so in its history: which record it came from, into which, by whom and when.
      const changes = {
        customer: { from: nameOf(merged), to: nameOf(kept) },
        customer_phone: { from: merged.phone, to: kept.phone },
        customer_id: { from: merged.id, to: kept.id },
      };
      for (const order of orders) {
        await this.orders.writeHistory(em, order.id, { kind: 'customer_merged', from: order.status, to: order.status, actor: caller, changes });
      }
      if (caller.role === 'admin') {
        await this.audit.record(
          {
            actorId: caller.userId,
            actorRole: caller.role,
            action: 'customer.merge',
            targetType: 'customer',
            targetId: kept.id,
            before: { kept: { ...kept }, merged: { ...merged } },
            after: { kept_id: kept.id, merged_id: merged.id, moved },
          },
          em,
        );
      }
    });
    return this.details.details(caller, keptId);
  }
}
