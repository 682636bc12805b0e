import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import {
  isFinalOrderState,
  type Order,
  type OrderDetails,
  type OutsideHoursDetails,
  PERSONAL_BOOKING_DEFAULTS,
  PERSONAL_ORDER_SOURCE,
} from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import type { Language } from '../i18n/language.js';
import { usableZone } from '../common/time-zone.js';
import { type CreateApplianceDto, applianceInput, refuseFutureInstall } from '../customers/appliances.dto.js';
import { AppliancesRepository } from '../customers/appliances.repository.js';
import { CustomersRepository } from '../customers/customers.repository.js';
import { refusePastDate } from '../scheduling/slot-fields.js';
import { OrderEvents } from '../realtime/order-events.js';
import { SchedulingRepository } from '../scheduling/scheduling.repository.js';
import { rangeOf, slotRange } from '../scheduling/time-slots.js';
import { WorkingHours } from '../scheduling/working-hours.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { TechniciansRepository } from '../technicians/technicians.repository.js';
import { VendorSettingsRepository } from '../vendors/vendor-settings.repository.js';
import { VendorsRepository } from '../vendors/vendors.repository.js';
import type { CreateOrderDto, CreatePersonalOrderDto, UpdateOrderDto } from './dto/order.dto.js';
import { editKind, fieldChanges } from './order-history.js';
import { OrderNotices } from './order-notices.js';
import { OrderRecallsService } from './order-recalls.service.js';
import { type OrderEdit, OrdersRepository } from './orders.repository.js';
import { isOverlapViolation, SlotTakenException } from './slot-conflict.js';

/** An order body's choice of appliance: one of the customer's (`appliance_id`) or a new one (`appliance`). */
interface ApplianceChoice {
  appliance_id?: string | null;
  appliance?: CreateApplianceDto | null;
}

const fieldError = (field: string, message: string, code: 'UNKNOWN_APPLIANCE' | 'NOT_ALLOWED') =>
  new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [{ field, message, code }]);

/** Reading, creating and editing orders; assignment and state moves are OrderDispatchService's. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersRepository,
    private readonly customers: CustomersRepository,
    private readonly vendors: VendorsRepository,
    private readonly technicians: TechniciansRepository,
    private readonly scheduling: SchedulingRepository,
    private readonly events: OrderEvents,
    private readonly access: AccessService,
    private readonly vendorSettings: VendorSettingsRepository,
    private readonly appliances: AppliancesRepository,
    private readonly recalls: OrderRecallsService,
    private readonly workingHours: WorkingHours,
    private readonly audit: AuditRepository,
    private readonly notices: OrderNotices,
  ) {}

  /** SPEC.md §7 "Find order by identifier", inside the caller's scope. */
  async lookup(caller: Principal, identifier: string): Promise<Order> {
    await this.access.requireAccess(caller, 'order.read');
    return this.orders.lookup(this.access.repository.orderScope(caller), identifier);
  }

  /** One order with its history (who acted named as the caller may see them), or 404 'Order not found with identifier: {id}' outside the caller's scope. */
  async details(caller: Principal, id: string, language: Language = 'en'): Promise<OrderDetails> {
    await this.access.requireAccess(caller, 'order.read', [id]);
    return this.orders.details(id, { userId: caller.userId, role: caller.role, language });
  }

  /**
   * SPEC.md §7 "Create order": the caller's vendor, the customer upserted, then the order — one
   * transaction of few statements (issue 20): the vendor's terms in one, the recall judged before
   * the insert, the order, its history line and its read-back in one.
   */
  async create(caller: Principal, dto: CreateOrderDto): Promise<Order> {
    await this.access.requireAccess(caller, 'order.create');
    const vendorId = caller.vendorId;
    if (!vendorId) throw new ApiException(HttpStatus.NOT_FOUND, 'VENDOR_NOT_FOUND');
    const order = await this.em.transactional(async (em) => {
      const terms = await this.vendorSettings.orderTerms(vendorId, em);
      if (!terms) throw new ApiException(HttpStatus.NOT_FOUND, 'VENDOR_NOT_FOUND');
      const zone = terms.timezone;
      refusePastDate(dto.service_date, zone);
      const contact = {
        customer_name: dto.customer_name.trim(),
        phone: dto.phone,
        email: dto.email ?? null,
        address: dto.address ?? null,
        city: dto.city ?? null,
        state: dto.state ?? null,
        zip_code: dto.zip_code ?? null,
      };
      const customerId = await this.customers.upsert(em, vendorId, { ...contact, name: contact.customer_name });
      const appliance = await this.applianceOf(em, dto, vendorId, customerId, zone);
      // The appliance's type, unless the order says otherwise: the recall rule's fallback reads it.
      const applianceType = dto.appliance_type ?? appliance?.type ?? null;
      const id = crypto.randomUUID();
      const subject = { order_id: id, appliance_id: appliance?.id ?? null, appliance_type: applianceType, address: contact.address, created_at: terms.now };
      const recallOf = await this.recalls.originOf(em, subject, vendorId, customerId, terms.recallWindowDays, zone);
      const created = await this.orders.insert(
        em,
        {
          ...contact,
          vendor_id: vendorId,
          customer_id: customerId,
          technician_id: null,
          order_source: dto.order_source ?? 'phone',
          service_date: dto.service_date,
          time_slot: dto.time_slot,
          time_zone: zone,
          appliance_type: applianceType,
          appliance_id: subject.appliance_id,
          issue_description: dto.issue_description ?? null,
          taxable: dto.taxable ?? false,
          // The vendor's rate is the default of its new orders (issue 13).
          tax_rate: dto.tax_rate ?? terms.taxRate,
          invoice_message: dto.invoice_message ?? null,
          status: 'pending',
          recall_of_order_id: recallOf,
        },
        caller,
        id,
      );
      return created;
    });
    return this.announce('created', order);
  }

  /** POST /api/orders/personal: time a technician blocks for itself; it holds the slot like any order. */
  async createPersonal(caller: Principal, dto: CreatePersonalOrderDto): Promise<Order> {
    await this.access.requireAccess(caller, 'order.personal');
    const defaults = PERSONAL_BOOKING_DEFAULTS;
    const timeZone = usableZone(await this.technicians.timezone(caller.userId));
    const timeSlot = dto.time_slot ?? defaults.time_slot;
    refusePastDate(dto.service_date, timeZone);
    try {
      const order = await this.scheduling.claimTime(caller.userId, (em) =>
          this.orders.insert(
            em,
            {
              vendor_id: null,
              customer_id: null,
              technician_id: caller.userId,
              order_source: PERSONAL_ORDER_SOURCE,
              customer_name: dto.customer_name ?? defaults.customer_name,
              phone: dto.phone ?? defaults.phone,
              email: dto.email ?? null,
              address: dto.address ?? defaults.address,
              city: dto.city ?? defaults.city,
              state: dto.state ?? defaults.state,
              zip_code: dto.zip_code ?? defaults.zip_code,
              service_date: dto.service_date,
              time_slot: timeSlot,
              time_zone: timeZone,
              appliance_type: dto.appliance_type ?? defaults.appliance_type,
              appliance_id: null,
              issue_description: dto.issue_description ?? defaults.issue_description,
              taxable: dto.taxable ?? defaults.taxable,
              tax_rate: dto.tax_rate ?? defaults.tax_rate,
              invoice_message: dto.invoice_message ?? null,
              status: 'pending',
            },
            caller,
          ),
      );
      return this.announce('created', order);
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
      const range = rangeOf(dto.service_date, timeSlot, timeZone);
      throw new SlotTakenException(await this.scheduling.clashingSlot(caller.userId, range, null));
    }
  }

  /**
   * PATCH: the order's owner (its vendor; for a personal booking its technician) or an admin.
   * A new date or slot moves the held time and is refused like an assignment when it clashes, or
   * when it leaves the assigned technician's weekly hours without `override_hours` (issue 17; a
   * personal booking is the technician's own time and is never checked).
   */
  async update(caller: Principal, id: string, dto: UpdateOrderDto): Promise<Order> {
    await this.access.requireAccess(caller, 'order.write', [id]);
    const order = await this.orders.byId(id);
    if (isFinalOrderState(order.status)) throw new ApiException(HttpStatus.CONFLICT, 'ORDER_NOT_EDITABLE');
    const { service_date, time_slot, appliance_id, appliance, override_hours, ...fields } = dto;
    const edit: OrderEdit = { ...fields, customer_name: fields.customer_name?.trim() };
    let overridden: OutsideHoursDetails | null = null;
    if (service_date !== undefined || time_slot !== undefined) {
      const held = await this.orders.heldTime(order.id);
      const slot = { service_date: service_date ?? order.service_date, time_slot: time_slot ?? order.time_slot };
      edit.slot = { ...slot, time_range: rangeOf(slot.service_date, slot.time_slot, held.time_zone) };
      const moves = slot.service_date !== order.service_date || slot.time_slot !== order.time_slot;
      if (moves && order.technician_id && order.order_source !== PERSONAL_ORDER_SOURCE) {
        overridden = await this.workingHours.check(order.technician_id, order.vendor_id, slotRange(slot.service_date, slot.time_slot, held.time_zone), override_hours);
      }
    }
    const choosesAppliance = appliance_id !== undefined || (appliance !== undefined && appliance !== null);
    // Issue 14: another appliance, address or type may make the order a recall, or no longer one.
    const rejudge = choosesAppliance || fields.address !== undefined || fields.appliance_type !== undefined;
    const zone = choosesAppliance ? usableZone(order.vendor_id ? await this.vendors.timezone(order.vendor_id) : null) : '';
    let what: string[] = [];
    // The order as the edit's transaction leaves it (what it commits, so what the event carries), or null: nothing changed.
    let edited: Order | null;
    try {
      // A new slot claims the assigned technician's time; other edits claim none.
      edited = await this.scheduling.claimTime(edit.slot ? order.technician_id : null, async (em) => {
        if (choosesAppliance) {
          if (!order.vendor_id || !order.customer_id) throw fieldError('appliance_id', 'appliance_id must be an appliance of the order’s customer', 'UNKNOWN_APPLIANCE');
          const chosen = await this.applianceOf(em, { appliance_id, appliance }, order.vendor_id, order.customer_id, zone);
          edit.appliance_id = chosen?.id ?? null;
          if (chosen && edit.appliance_type === undefined && !order.appliance_type) edit.appliance_type = chosen.type;
        }
        if (!(await this.orders.edit(em, order.id, edit))) return null;
        if (rejudge) await this.recalls.detect(em, order.id);
        // Issue 18: the edit's one history line, each field that really changed before → after.
        const after = await this.orders.byId(order.id, em);
        const changes = fieldChanges(order, after);
        if (!changes) return null;
        const kind = overridden ? 'hours_override' : editKind(changes);
        await this.orders.writeHistory(em, order.id, { kind, from: order.status, to: order.status, actor: caller, changes });
        if (overridden && edit.slot) await this.recordOverride(em, caller, order, edit.slot, overridden);
        what = [kind];
        return after;
      });
      if (!edited) return order;
    } catch (error) {
      if (!isOverlapViolation(error) || !order.technician_id || !edit.slot) throw error;
      throw new SlotTakenException(await this.scheduling.clashingSlot(order.technician_id, edit.slot.time_range, order.id));
    }
    // The notifications first: the one order.changed names who got one.
    const notified = await this.notices.changed(caller, edited, what);
    await this.events.changed('updated', edited, null, notified);
    return edited;
  }

  /** A move the dispatcher confirmed outside the technician's hours: in the audit log, in the move's transaction (its history line is the edit's). */
  private async recordOverride(em: EntityManager, caller: Principal, order: Order, slot: { service_date: string; time_slot: string }, hours: OutsideHoursDetails): Promise<void> {
    const before = { technician_id: order.technician_id, status: order.status, service_date: order.service_date, time_slot: order.time_slot };
    await this.audit.record(
      {
        actorId: caller.userId,
        actorRole: caller.role ?? 'unknown',
        action: 'order.hours_override',
        targetType: 'order',
        targetId: order.id,
        before,
        after: { ...before, service_date: slot.service_date, time_slot: slot.time_slot, working_hours: hours },
      },
      em,
    );
  }

  /**
   * The appliance an order body chooses, checked in the order's transaction: one of the customer's
   * own (of this vendor; anything else is a field error on appliance_id), or a new one recorded
   * for the customer now. Undefined when the body chooses none; null when it clears the choice.
   */
  private async applianceOf(
    em: EntityManager,
    choice: ApplianceChoice,
    vendorId: string,
    customerId: string,
    zone: string,
  ): Promise<{ id: string; type: string } | null | undefined> {
    if (choice.appliance && choice.appliance_id) throw fieldError('appliance', 'send appliance_id or appliance, not both', 'NOT_ALLOWED');
    if (choice.appliance) {
      refuseFutureInstall(choice.appliance.install_date, zone, 'appliance.install_date');
      const input = applianceInput(choice.appliance);
      return { id: await this.appliances.insert(em, vendorId, customerId, input), type: input.type };
    }
    if (!choice.appliance_id) return choice.appliance_id === undefined ? undefined : null;
    const id = choice.appliance_id.toLowerCase();
    if (!(await this.appliances.isOfCustomer(em, id, customerId, vendorId))) {
      throw fieldError('appliance_id', 'appliance_id must be an appliance of the order’s customer', 'UNKNOWN_APPLIANCE');
    }
    return { id, type: (await this.appliances.byId(id, em)).type };
  }

  private async announce(action: 'created' | 'updated', order: Order): Promise<Order> {
    await this.events.changed(action, order);
    return order;
  }
}
