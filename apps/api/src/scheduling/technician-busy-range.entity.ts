import { Check, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Order } from '../orders/order.entity.js';
import { Technician } from '../technicians/technician.entity.js';
import { TimeOff } from './availability.entities.js';

/**
 * Every range a technician is busy in, whichever table it comes from: one row per live order
 * holding a technician (not cancelled) and one per dated time off. Written only by the triggers
 * on orders and technician_time_off (busy-range-triggers.ts), never by the application.
 *
 * Orders cannot overlap each other (orders_technician_no_overlap); this table's exclusion
 * constraint adds that an order and a time off cannot overlap either, in both directions. Time
 * off over time off stays allowed (`kind <>`). An exclusion constraint is checked against rows
 * other transactions have not committed yet (the second waits for the first), so two requests
 * racing for one range get one success and one 23P01, at any isolation level.
 */
@Entity({ tableName: 'technician_busy_ranges' })
@Check({
  name: 'technician_busy_ranges_order_not_in_time_off',
  expression: `exclude using gist ("technician_id" with =, "time_range" with &&, "kind" with <>)`,
})
@Check({
  name: 'technician_busy_ranges_one_source',
  expression: `("kind" = 'order' and "order_id" is not null and "time_off_id" is null) or ("kind" = 'time_off' and "time_off_id" is not null and "order_id" is null)`,
})
export class TechnicianBusyRange {
  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Technician, { mapToPk: true, joinColumn: 'technician_id', deleteRule: 'cascade' })
  technicianId: string;

  @Property({ type: 'string', columnType: 'tstzrange' })
  timeRange: string;

  @Property({ type: 'text' })
  kind: 'order' | 'time_off';

  @ManyToOne(() => Order, { mapToPk: true, joinColumn: 'order_id', deleteRule: 'cascade', nullable: true, unique: true })
  orderId: string | null = null;

  @ManyToOne(() => TimeOff, { mapToPk: true, joinColumn: 'time_off_id', deleteRule: 'cascade', nullable: true, unique: true })
  timeOffId: string | null = null;
}
