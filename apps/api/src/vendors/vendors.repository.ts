import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { VendorList, VendorRosterEntry, VendorStatus, VendorSummary } from '@fixflow/contracts';
import { keysetPage } from '../common/keyset-page.js';
import { containsPattern } from '../common/like.js';
import { isoInstant } from '../database/instant.js';
import { Technician } from '../technicians/technician.entity.js';
import type { ListVendorsQuery } from './dto/vendors.dto.js';
import { VendorTechnician } from './vendor-technician.entity.js';
import { Vendor } from './vendor.entity.js';

const VENDOR_COLUMNS = 'v.id, v.user_id, v.company_name, v.email, v.phone, v.city, v.state, v.status, v.timezone, v.created_at';

type VendorRow = Omit<VendorSummary, 'created_at'> & { created_at: Date | string };

/** Field by field: a page's rows also carry their cursor_at, which is not the API's to answer. */
const fromRow = (row: VendorRow): VendorSummary => ({
  id: row.id,
  user_id: row.user_id,
  company_name: row.company_name,
  email: row.email,
  phone: row.phone,
  city: row.city,
  state: row.state,
  status: row.status,
  timezone: row.timezone,
  created_at: isoInstant(row.created_at),
});

export function toVendorSummary(vendor: Vendor): VendorSummary {
  return {
    id: vendor.id,
    user_id: vendor.userId,
    company_name: vendor.companyName,
    email: vendor.email,
    phone: vendor.phone,
    city: vendor.city,
    state: vendor.state,
    status: vendor.status,
    timezone: vendor.timezone,
    created_at: vendor.createdAt.toISOString(),
  };
}

/** vendor id → its user (userOf), per process. */
const usersOfVendors = new Map<string, string>();

/** Vendors: the list in keyset pages like every list; single vendors through the entity. */
@Injectable()
export class VendorsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, by part of the company name, email or phone and by status. */
  list(query: ListVendorsQuery): Promise<VendorList> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      where.push('v.status = ?');
      params.push(query.status);
    }
    const search = query.search?.trim();
    if (search) {
      const like = containsPattern(search);
      where.push('(v.company_name ilike ? or v.email ilike ? or v.phone ilike ?)');
      params.push(like, like, like);
    }
    return keysetPage(
      (sql, values) => this.em.execute(sql, values),
      { columns: VENDOR_COLUMNS, from: 'vendors v', where, params, at: 'v.created_at', id: 'v.id', cursor: query.cursor, limit: query.limit },
      fromRow,
    );
  }

  byId(id: string): Promise<Vendor | null> {
    return this.em.findOne(Vendor, id);
  }

  /** The zone its orders' slots are read in, as the vendor set it (null when unset). */
  async timezone(id: string, em: EntityManager = this.em): Promise<string | null | undefined> {
    const vendor = await em.findOne(Vendor, id, { fields: ['timezone'] });
    return vendor ? vendor.timezone : undefined;
  }

  /**
   * The vendor's user, whom its orders' events reach. A vendor's user never changes (nothing
   * updates vendors.user_id), so each process keeps the answer: every order change asks it.
   */
  async userOf(id: string): Promise<string | null> {
    const known = usersOfVendors.get(id);
    if (known) return known;
    const [row] = await this.em.execute<{ user_id: string }[]>('select user_id from vendors where id = ?', [id]);
    if (!row) return null;
    if (usersOfVendors.size >= 10_000) usersOfVendors.clear();
    usersOfVendors.set(id, row.user_id);
    return row.user_id;
  }

  async setStatus(vendor: Vendor, status: VendorStatus): Promise<void> {
    vendor.status = status;
    await this.em.flush();
  }

  /** The vendor's technicians (accepted links: open invitations are not a roster), oldest link first, with the commission each has there. */
  async roster(vendorId: string): Promise<VendorRosterEntry[]> {
    const links = await this.em.find(VendorTechnician, { vendorId, status: 'accepted' }, { orderBy: { createdAt: 'asc' } });
    // An accepted link always names its technician (vendor_technicians_answered_check).
    const roster = links.filter((entry): entry is VendorTechnician & { technicianId: string } => entry.technicianId !== null);
    const technicians = await this.em.find(Technician, { id: { $in: roster.map((entry) => entry.technicianId) } });
    const byId = new Map(technicians.map((technician) => [technician.id, technician]));
    return roster.map((entry) => {
      const technician = byId.get(entry.technicianId);
      return {
        technician_id: entry.technicianId,
        full_name: technician?.fullName ?? null,
        email: technician?.email ?? null,
        phone: technician?.phone ?? null,
        commission_rate: entry.commissionRate === null ? null : Number(entry.commissionRate),
      };
    });
  }
}
