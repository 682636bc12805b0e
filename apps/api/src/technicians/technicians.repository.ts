import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Technician } from './technician.entity.js';

/** Technicians, through their entity (no figure was measured here); vendors' rosters: roster.repository.ts. */
@Injectable()
export class TechniciansRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every technician, or only those of `ids`, by name. */
  list(ids?: string[]): Promise<Technician[]> {
    return this.em.find(Technician, ids ? { id: { $in: ids } } : {}, { orderBy: { fullName: 'asc', id: 'asc' } });
  }

  /** One technician; the caller's access to it was required first. */
  byId(id: string): Promise<Technician> {
    return this.em.findOneOrFail(Technician, id);
  }

  byEmail(email: string): Promise<Technician | null> {
    return this.em.findOne(Technician, { email });
  }

  /** Whether it may take new work: an admin's deactivation (issue 16) stops assignment. */
  async isActive(id: string): Promise<boolean> {
    const technician = await this.em.findOne(Technician, id, { fields: ['status'] });
    return technician?.status === 'active';
  }

  /** The zone its slots are read in, as the technician set it (null when unset or unknown). */
  async timezone(id: string): Promise<string | null> {
    const technician = await this.em.findOne(Technician, id, { fields: ['timezone'] });
    return technician?.timezone ?? null;
  }
}
