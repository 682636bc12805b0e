import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { AdminTechnician, AdminTechnicianList, TechnicianStatus } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import { AuditRepository } from '../audit/audit.repository.js';
import type { Principal } from '../auth/principal.js';
import { SessionsService } from '../auth/sessions.service.js';
import { ApiException } from '../common/api-exception.js';
import { isUuid } from '../common/uuid.js';
import { OfferWithdrawals } from '../offers/offer-withdrawals.js';
import type { ListAdminTechniciansQuery } from './admin-technicians.dto.js';
import { AdminTechniciansRepository } from './admin-technicians.repository.js';

/** Technicians for admins (issue 16): every one with rosters and figures; activate and deactivate. */
@Injectable()
export class AdminTechniciansService {
  constructor(
    private readonly technicians: AdminTechniciansRepository,
    private readonly audit: AuditRepository,
    private readonly sessions: SessionsService,
    private readonly access: AccessService,
    private readonly withdrawals: OfferWithdrawals,
    private readonly em: EntityManager,
  ) {}

  async list(caller: Principal, query: ListAdminTechniciansQuery): Promise<AdminTechnicianList> {
    await this.access.requireAccess(caller, 'technician.manage');
    return this.technicians.list(query);
  }

  async details(caller: Principal, id: string): Promise<AdminTechnician> {
    await this.access.requireAccess(caller, 'technician.manage');
    return this.find(id);
  }

  /**
   * The status and its audit row in one transaction. Deactivating ends every session of the
   * technician (refresh tokens revoked, access tokens forgotten on every API process, its sockets
   * closed); signing in again answers ACCOUNT_INACTIVE and assigning it TECHNICIAN_INACTIVE. An
   * open offer it was the last active technician to reach is withdrawn with it (OfferWithdrawals),
   * so no vendor waits on an offer nobody can take.
   */
  async setStatus(caller: Principal, id: string, status: TechnicianStatus): Promise<AdminTechnician> {
    await this.access.requireAccess(caller, 'technician.manage');
    if (!isUuid(id)) throw new ApiException(HttpStatus.NOT_FOUND, 'TECHNICIAN_NOT_FOUND');
    const withdrawn = await this.em.transactional(async (em) => {
      const previous = await this.technicians.setStatus(em, id, status);
      if (previous === null) throw new ApiException(HttpStatus.NOT_FOUND, 'TECHNICIAN_NOT_FOUND');
      if (status === 'inactive') await this.sessions.endAll(id, em);
      const offers = status === 'inactive' && previous !== status ? await this.withdrawals.withdrawUnreachedOf(em, id, caller) : [];
      if (previous !== status) {
        await this.audit.record(
          {
            actorId: caller.userId,
            actorRole: caller.role ?? 'admin',
            action: status === 'inactive' ? 'technician.deactivate' : 'technician.activate',
            targetType: 'technician',
            targetId: id,
            before: { status: previous },
            after: { status },
          },
          em,
        );
      }
      return offers;
    });
    // Committed: cached callers and sockets go on every API process; an activation applies to the next request.
    await this.sessions.forgetEnded(id);
    await this.withdrawals.announce(withdrawn, [id]);
    return this.find(id);
  }

  private async find(id: string): Promise<AdminTechnician> {
    const technician = isUuid(id) ? await this.technicians.byId(id) : null;
    if (!technician) throw new ApiException(HttpStatus.NOT_FOUND, 'TECHNICIAN_NOT_FOUND');
    return technician;
  }
}
