import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Appliance } from '@fixflow/contracts';
import { APPLIANCE_COLUMNS, type ApplianceRow, toAppliance } from './appliance.views.js';

/** An appliance's fields as a create writes them (nulls already in place of empty ones). */
export interface ApplianceInput {
  type: string;
  brand: string | null;
  model: string | null;
  serial: string | null;
  install_date: string | null;
}

/** The columns PATCH may set. */
const EDITABLE = ['type', 'brand', 'model', 'serial', 'install_date'] as const satisfies readonly (keyof ApplianceInput)[];

/**
 * Every statement on appliances (issue 14). Provided by OrdersModule, whose order create and edit
 * record a new appliance in their transaction, and reached from CustomersModule through it. Which
 * appliances a caller may reach is the access policy's (AccessRepository.appliances and
 * applianceOwners), required before these run.
 */
@Injectable()
export class AppliancesRepository {
  constructor(private readonly em: EntityManager) {}

  /** A customer's appliances, oldest first. */
  async ofCustomer(customerId: string): Promise<Appliance[]> {
    const rows = await this.em.execute<ApplianceRow[]>(
      `select ${APPLIANCE_COLUMNS} from appliances a where a.customer_id = ? order by a.created_at, a.id limit 500`,
      [customerId],
    );
    return rows.map(toAppliance);
  }

  async byId(id: string, em: EntityManager = this.em): Promise<Appliance> {
    const [row] = await em.execute<ApplianceRow[]>(`select ${APPLIANCE_COLUMNS} from appliances a where a.id = ?`, [id]);
    return toAppliance(row);
  }

  /** Its vendor (every appliance has one: its customer's). */
  async vendorOf(id: string): Promise<string> {
    const [row] = await this.em.execute<{ vendor_id: string }[]>('select vendor_id from appliances where id = ?', [id]);
    return row.vendor_id;
  }

  /** Whether the appliance is one of this customer's, of this vendor: what an order may point at. */
  async isOfCustomer(em: EntityManager, id: string, customerId: string, vendorId: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>('select id from appliances where id = ? and customer_id = ? and vendor_id = ?', [id, customerId, vendorId]);
    return rows.length > 0;
  }

  /** Records an appliance of a customer (in the caller's transaction); returns its id. */
  async insert(em: EntityManager, vendorId: string, customerId: string, input: ApplianceInput): Promise<string> {
    const id = crypto.randomUUID();
    await em.execute(
      'insert into appliances (id, vendor_id, customer_id, type, brand, model, serial, install_date) values (?, ?, ?, ?, ?, ?, ?, ?::date)',
      [id, vendorId, customerId, input.type, input.brand, input.model, input.serial, input.install_date],
    );
    return id;
  }

  /** PATCH's columns; false when there was nothing to set. */
  async edit(id: string, edit: Partial<ApplianceInput>): Promise<boolean> {
    const sets: string[] = [];
    const params: unknown[] = [];
    for (const column of EDITABLE) {
      if (edit[column] === undefined) continue;
      sets.push(column === 'install_date' ? `${column} = ?::date` : `${column} = ?`);
      params.push(edit[column]);
    }
    if (!sets.length) return false;
    await this.em.execute(`update appliances set ${sets.join(', ')}, updated_at = now() where id = ?`, [...params, id]);
    return true;
  }
}
