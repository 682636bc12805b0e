import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Admin } from '../admins/admin.entity.js';
import { WeeklyHours } from '../scheduling/availability.entities.js';
import { defaultWeeklyHours } from '../scheduling/weekly-hours.js';
import { Technician } from '../technicians/technician.entity.js';
import { VendorTechnician } from '../vendors/vendor-technician.entity.js';
import { Vendor } from '../vendors/vendor.entity.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.js';
import { User } from './entities/user.entity.js';
import { hashPassword } from './password-hasher.js';

/** Whose roster each demo technician is on. */
const DEMO_ROSTERS: readonly { vendor: string; technician: string }[] = [
  { vendor: 'vendor@fixflow.test', technician: 'tech@fixflow.test' },
  { vendor: 'vendor2@fixflow.test', technician: 'tech@fixflow.test' },
  { vendor: 'vendor@fixflow.test', technician: 'tech2@fixflow.test' },
];

/**
 * Creates whatever demo account, profile or roster link is missing and leaves existing rows
 * alone, so it is safe on every start and keeps what a demo user changed since.
 */
export class DemoAccountsSeeder extends Seeder {
  // Upserts take plain data, so the uuid keys are generated here (entity initialisers do not run).
  async run(em: EntityManager): Promise<void> {
    const userIds = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      userIds.set(account.email, await this.ensureUser(em, account));
    }
    for (const account of DEMO_ACCOUNTS) {
      await this.ensureProfile(em, account, userIds.get(account.email) ?? '');
    }
    for (const link of DEMO_ROSTERS) {
      const vendor = await em.findOneOrFail(Vendor, { userId: userIds.get(link.vendor) ?? '' });
      await em.upsert(
        VendorTechnician,
        // Accepted, as if each demo technician had said yes: the demo (and the e2e suite) can assign at once.
        { id: crypto.randomUUID(), vendorId: vendor.id, technicianId: userIds.get(link.technician) ?? '', status: 'accepted', answeredAt: new Date() },
        { onConflictFields: ['vendorId', 'technicianId'], onConflictAction: 'ignore' },
      );
    }
  }

  private async ensureUser(em: EntityManager, { email, phone }: DemoAccount): Promise<string> {
    const existing = await em.findOne(User, { email });
    if (existing) return existing.id;
    const user = em.create(User, { email, phone, passwordHash: await hashPassword(DEMO_PASSWORD), emailConfirmedAt: new Date() });
    await em.persist(user).flush();
    return user.id;
  }

  private async ensureProfile(em: EntityManager, account: DemoAccount, userId: string): Promise<void> {
    const contact = { email: account.email, phone: account.phone };
    const ignore = { onConflictAction: 'ignore' } as const;
    switch (account.role) {
      case 'admin':
        await em.upsert(Admin, { userId, fullName: account.name, ...contact }, { ...ignore, onConflictFields: ['userId'] });
        return;
      case 'technician': {
        const created = (await em.count(Technician, { id: userId })) === 0;
        await em.upsert(
          Technician,
          { id: userId, fullName: account.name, city: account.city, state: account.state, ...contact },
          { ...ignore, onConflictFields: ['id'] },
        );
        // A new technician's default week, as registration gives one (issue 17); a week a demo user saved since stays.
        if (created) await em.insertMany(WeeklyHours, defaultWeeklyHours(userId));
        return;
      }
      case 'vendor':
        await em.upsert(
          Vendor,
          { id: crypto.randomUUID(), userId, companyName: account.name, city: account.city, state: account.state, status: account.vendorStatus ?? 'pending', ...contact },
          { ...ignore, onConflictFields: ['userId'] },
        );
        return;
    }
  }
}
