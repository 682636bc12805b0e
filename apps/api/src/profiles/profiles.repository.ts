import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Admin } from '../admins/admin.entity.js';
import { Technician } from '../technicians/technician.entity.js';
import { Vendor } from '../vendors/vendor.entity.js';
import { MEMBERSHIP_SQL, type ProfileMembership, SESSION_MEMBERSHIP_SQL } from './role-lookup.js';

export type SessionMembership = ProfileMembership & { user_id: string; revoked_at: Date | null };

/**
 * The three profile tables (admins, technicians, vendors) as one user sees them. Which tables hold
 * a user is one raw join, run on every request whose caller is not cached; the profiles
 * themselves go through their entities.
 */
@Injectable()
export class ProfilesRepository {
  constructor(private readonly em: EntityManager) {}

  async ofUser(userId: string): Promise<ProfileMembership | undefined> {
    const [row] = await this.em.execute<ProfileMembership[]>(MEMBERSHIP_SQL, [userId]);
    return row;
  }

  async ofSession(sessionId: string): Promise<SessionMembership | undefined> {
    const [row] = await this.em.execute<SessionMembership[]>(SESSION_MEMBERSHIP_SQL, [sessionId]);
    return row;
  }

  admin(userId: string): Promise<Admin> {
    return this.em.findOneOrFail(Admin, { userId });
  }

  technician(userId: string): Promise<Technician> {
    return this.em.findOneOrFail(Technician, { id: userId });
  }

  vendor(userId: string): Promise<Vendor> {
    return this.em.findOneOrFail(Vendor, { userId });
  }

  /** PATCH semantics: a field left out is left alone (nativeUpdate with an empty set is a no-op). */
  async updateAdmin(userId: string, changes: Partial<Pick<Admin, 'fullName' | 'phone' | 'city' | 'state' | 'timezone'>>): Promise<void> {
    await this.em.nativeUpdate(Admin, { userId }, definedOnly(changes));
  }

  async updateTechnician(userId: string, changes: Partial<Pick<Technician, 'fullName' | 'phone' | 'city' | 'state'>>): Promise<void> {
    await this.em.nativeUpdate(Technician, { id: userId }, definedOnly(changes));
  }

  async updateVendor(userId: string, changes: Partial<Pick<Vendor, 'companyName' | 'phone' | 'city' | 'state' | 'timezone'>>): Promise<void> {
    await this.em.nativeUpdate(Vendor, { userId }, definedOnly(changes));
  }
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
