import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { type Order, PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { upsertCustomer } from '../customers/customer-upsert.js';
import { retryOnDeadlock } from '../database/deadlock-retry.js';
import { OrderEvents } from '../realtime/order-events.js';
import type { CreateOrderDto, CreatePersonalOrderDto, UpdateOrderDto } from './dto/order.dto.js';
import { FINAL_STATES } from './order-state-machine.js';
import { insertOrder, rangeOf, usableZone } from './order-writes.js';
import { OrdersRepository } from './orders.repository.js';
import { clashingSlot, isOverlapViolation, SlotTakenException } from './slot-conflict.js';

/** SPEC.md §5's personal booking defaults, for the fields a technician leaves out. */
export const PERSONAL_BOOKING_DEFAULTS = {
  customer_name: 'Personal Booking',
  phone: '000-000-0000',
  address: 'Private',
  city: 'Unknown',
  state: 'Unknown',
  zip_code: '00000',
  time_slot: 'morning',
  appliance_type: 'personal',
  issue_description: 'Busy - personal booking',
  taxable: false,
  tax_rate: 0,
} as const;

const EDITABLE_COLUMNS = {
  customer_name: 'customer_name',
  phone: 'phone',
  email: 'email',
  address: 'address',
  city: 'city',
  state: 'state',
  zip_code: 'zip_code',
  appliance_type: 'appliance_type',
  issue_description: 'issue_description',
  taxable: 'taxable',
  tax_rate: 'tax_rate',
  invoice_message: 'invoice_message',
} as const;

/** Creating and editing orders; assignment and state moves are OrderDispatchService's. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersRepository,
    private readonly events: OrderEvents,
  ) {}

  /** SPEC.md §7 "Create order": the caller's vendor, the customer upserted, then the order — one transaction. */
  async create(caller: Principal, dto: CreateOrderDto): Promise<Order> {
    if (caller.role !== 'vendor' || !caller.vendorId) throw new ApiException(HttpStatus.NOT_FOUND, 'VENDOR_NOT_FOUND');
    if (caller.vendorStatus !== 'active') throw new ApiException(HttpStatus.FORBIDDEN, 'VENDOR_NOT_ACTIVE');
    const vendorId = caller.vendorId;
    const id = await this.em.transactional(async (em) => {
      const [vendor] = await em.execute<{ timezone: string | null }[]>('select timezone from vendors where id = ?', [vendorId]);
      if (!vendor) throw new ApiException(HttpStatus.NOT_FOUND, 'VENDOR_NOT_FOUND');
      const optional = {
        email: dto.email ?? null,
        address: dto.address ?? null,
        city: dto.city ?? null,
        state: dto.state ?? null,
        zip_code: dto.zip_code ?? null,
      };
      const customerName = dto.customer_name.trim();
      const customerId = await upsertCustomer(em, vendorId, { name: customerName, phone: dto.phone, ...optional });
      return insertOrder(
        em,
        {
          vendorId,
          customerId,
          technicianId: null,
          orderSource: dto.order_source ?? 'phone',
          customerName,
          phone: dto.phone,
          email: optional.email,
          address: optional.address,
          city: optional.city,
          state: optional.state,
          zipCode: optional.zip_code,
          serviceDate: dto.service_date,
          timeSlot: dto.time_slot,
          timeZone: usableZone(vendor.timezone),
          applianceType: dto.appliance_type ?? null,
          issueDescription: dto.issue_description ?? null,
          taxable: dto.taxable ?? false,
          taxRate: dto.tax_rate ?? 0,
          invoiceMessage: dto.invoice_message ?? null,
          status: 'pending',
        },
        caller,
      );
    });
    return this.announce('created', await this.orders.byId(id));
  }

  /** POST /api/orders/personal: time a technician blocks for itself; it holds the slot like any order. */
  async createPersonal(caller: Principal, dto: CreatePersonalOrderDto): Promise<Order> {
    const defaults = PERSONAL_BOOKING_DEFAULTS;
    const [technician] = await this.em.execute<{ timezone: string | null }[]>('select timezone from technicians where id = ?', [caller.userId]);
    const timeSlot = dto.time_slot ?? defaults.time_slot;
    try {
      const id = await retryOnDeadlock(() =>
        this.em.transactional((em) =>
          insertOrder(
            em,
            {
              vendorId: null,
              customerId: null,
              technicianId: caller.userId,
              orderSource: PERSONAL_ORDER_SOURCE,
              customerName: dto.customer_name ?? defaults.customer_name,
              phone: dto.phone ?? defaults.phone,
              email: dto.email ?? null,
              address: dto.address ?? defaults.address,
              city: dto.city ?? defaults.city,
              state: dto.state ?? defaults.state,
              zipCode: dto.zip_code ?? defaults.zip_code,
              serviceDate: dto.service_date,
              timeSlot,
              timeZone: usableZone(technician?.timezone),
              applianceType: dto.appliance_type ?? defaults.appliance_type,
              issueDescription: dto.issue_description ?? defaults.issue_description,
              taxable: dto.taxable ?? defaults.taxable,
              taxRate: dto.tax_rate ?? defaults.tax_rate,
              invoiceMessage: dto.invoice_message ?? null,
              status: 'pending',
            },
            caller,
          ),
        ),
      );
      return this.announce('created', await this.orders.byId(id));
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
      const range = rangeOf(dto.service_date, timeSlot, usableZone(technician?.timezone));
      throw new SlotTakenException(await clashingSlot(this.em, caller.userId, range, null));
    }
  }

  /**
   * PATCH: the order's owner (its vendor; for a personal booking its technician) or an admin.
   * A new date or slot moves the held time and is refused like an assignment when it clashes.
   */
  async update(caller: Principal, id: string, dto: UpdateOrderDto): Promise<Order> {
    const order = await this.orders.visible(caller, id);
    const owner =
      caller.role === 'admin' ||
      (caller.role === 'vendor' && order.vendor_id === caller.vendorId) ||
      (order.order_source === PERSONAL_ORDER_SOURCE && order.technician_id === caller.userId);
    // The assigned technician sees the order but does not edit the vendor's record of it.
    if (!owner) throw new ApiException(HttpStatus.FORBIDDEN, 'FORBIDDEN');
    if (FINAL_STATES.has(order.status)) throw new ApiException(HttpStatus.CONFLICT, 'ORDER_NOT_EDITABLE');
    const sets: string[] = [];
    const params: unknown[] = [];
    for (const [field, column] of Object.entries(EDITABLE_COLUMNS)) {
      const value = dto[field as keyof typeof EDITABLE_COLUMNS];
      if (value === undefined) continue;
      sets.push(`${column} = ?`);
      params.push(field === 'customer_name' && typeof value === 'string' ? value.trim() : value);
    }
    let range: string | null = null;
    if (dto.service_date !== undefined || dto.time_slot !== undefined) {
      const [row] = await this.em.execute<{ time_zone: string }[]>('select time_zone from orders where id = ?', [order.id]);
      const serviceDate = dto.service_date ?? order.service_date;
      const timeSlot = dto.time_slot ?? order.time_slot;
      range = rangeOf(serviceDate, timeSlot, row.time_zone);
      sets.push('service_date = ?::date', 'time_slot = ?', 'time_range = ?::tstzrange');
      params.push(serviceDate, timeSlot, range);
    }
    if (!sets.length) return order;
    try {
      await retryOnDeadlock(() => this.em.execute(`update orders set ${sets.join(', ')}, updated_at = now() where id = ?`, [...params, order.id]));
    } catch (error) {
      if (!isOverlapViolation(error) || !order.technician_id || !range) throw error;
      throw new SlotTakenException(await clashingSlot(this.em, order.technician_id, range, order.id));
    }
    return this.announce('updated', await this.orders.byId(order.id));
  }

  private async announce(action: 'created' | 'updated', order: Order): Promise<Order> {
    await this.events.changed(action, order);
    return order;
  }
}
