import type { TriggerDef } from '@mikro-orm/core';

/*
 * technician_busy_ranges follows its two sources through these triggers (declared on the Order
 * and TimeOff entities, so the schema diff knows them), and no write path of the application
 * can skip it. A change of an order's technician, range or status claims its range again, so a
 * move into time off — assignment, a new slot, acceptance, a resumed hold — is refused by the
 * table's exclusion constraint (23P01). Deletions follow through the foreign keys' cascade.
 */

export const ORDER_BUSY_RANGE_TRIGGER: TriggerDef = {
  name: 'orders_busy_range',
  timing: 'after',
  events: ['insert', 'update'],
  body: `if tg_op = 'UPDATE' and new.technician_id is not distinct from old.technician_id and new.time_range = old.time_range and new.status = old.status then
      return null;
    end if;
    delete from technician_busy_ranges where order_id = new.id;
    if new.technician_id is not null and new.status <> 'cancelled' then
      insert into technician_busy_ranges (id, technician_id, time_range, kind, order_id)
      values (gen_random_uuid(), new.technician_id, new.time_range, 'order', new.id);
    end if;
    return null;`,
};

export const TIME_OFF_BUSY_RANGE_TRIGGER: TriggerDef = {
  name: 'technician_time_off_busy_range',
  timing: 'after',
  events: ['insert', 'update'],
  body: `if tg_op = 'UPDATE' and new.technician_id = old.technician_id and new.time_range = old.time_range then
      return null;
    end if;
    delete from technician_busy_ranges where time_off_id = new.id;
    insert into technician_busy_ranges (id, technician_id, time_range, kind, time_off_id)
    values (gen_random_uuid(), new.technician_id, new.time_range, 'time_off', new.id);
    return null;`,
};
