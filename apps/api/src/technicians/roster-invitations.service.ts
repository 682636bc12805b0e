import { HttpStatus, Injectable } from '@nestjs/common';
import { REINVITE_AFTER_DECLINE_DAYS, type RosterInvitation, type TechnicianInvitation } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { isUuid } from '../common/uuid.js';
import { isoInstant } from '../database/instant.js';
import { PushService } from '../push/push.service.js';
import { RosterEvents } from '../realtime/roster-events.js';
import type { AddRosterTechnicianDto } from './roster.dto.js';
import { type RosterLinkRow, RosterRepository } from './roster.repository.js';
import { TechniciansRepository } from './technicians.repository.js';

const DAY_MS = 86_400_000;

/**
 * Roster consent. A vendor invites by email and always gets the same answer (202, the invitation
 * showing the email it typed), whether a technician has that email or not: the answer and the
 * vendor's list say nothing a vendor could use to find out who is registered. The technician —
 * now, or once it registers with that email — accepts or declines; only then does the vendor
 * learn anything, because the technician chose to tell it.
 */
@Injectable()
export class RosterInvitationsService {
  constructor(
    private readonly technicians: TechniciansRepository,
    private readonly roster: RosterRepository,
    private readonly events: RosterEvents,
    private readonly push: PushService,
    private readonly access: AccessService,
  ) {}

  /**
   * Inviting again is quiet: an open invitation is answered as it is, with no second push. A
   * declined one may be sent again only REINVITE_AFTER_DECLINE_DAYS after the decline, so a
   * vendor cannot keep pestering a technician who said no.
   */
  async invite(caller: Principal, dto: AddRosterTechnicianDto): Promise<RosterInvitation> {
    await this.access.requireAccess(caller, 'roster.manage');
    const vendorId = caller.vendorId ?? '';
    const email = dto.email;
    const rate = dto.commission_rate === undefined || dto.commission_rate === null ? null : String(dto.commission_rate);
    const technician = await this.technicians.byEmail(email);
    const technicianId = technician?.id ?? null;
    const existing = await this.roster.linkFor(vendorId, email, technicianId);
    let notify = technicianId !== null;
    if (!existing) {
      const id = await this.roster.insertInvitation(vendorId, email, technicianId, rate);
      // A concurrent identical invite won the insert: answer with its invitation, pushed once.
      if (!id) return this.invite(caller, dto);
      return this.sent(caller, id, technicianId, notify);
    }
    if (existing.status === 'accepted') throw new ApiException(HttpStatus.CONFLICT, 'ALREADY_ON_ROSTER');
    if (existing.status === 'declined') {
      const from = reinviteFrom(existing);
      if (from && from.getTime() > Date.now()) throw new ApiException(HttpStatus.CONFLICT, 'INVITATION_DECLINED', { date: from.toISOString().slice(0, 10) });
    } else {
      // Still open: only news when the email has meanwhile become a technician's.
      notify = existing.technician_id === null && technicianId !== null;
      if (!notify) return toRosterInvitation(existing);
    }
    await this.roster.reopen(existing.id, email, technicianId, rate);
    return this.sent(caller, existing.id, technicianId ?? existing.technician_id, notify);
  }

  async ofVendor(caller: Principal): Promise<RosterInvitation[]> {
    await this.access.requireAccess(caller, 'roster.manage');
    return (await this.roster.invitationsOfVendor(caller.vendorId ?? '')).map(toRosterInvitation);
  }

  /** An open invitation may be withdrawn; a declined one stays, so its wait before a new one holds. */
  async withdraw(caller: Principal, id: string): Promise<void> {
    await this.access.requireAccess(caller, 'roster.manage');
    const vendorId = caller.vendorId ?? '';
    const removed = isUuid(id) ? await this.roster.deleteOpenInvitation(vendorId, id) : null;
    if (removed) {
      this.events.changed(caller.userId, removed.technician_id, { action: 'withdrawn', invitation_id: id });
      return;
    }
    const link = isUuid(id) ? await this.roster.byId(id) : null;
    if (link?.vendor_id === vendorId && link.status === 'declined') throw new ApiException(HttpStatus.CONFLICT, 'INVITATION_ANSWERED');
    throw new ApiException(HttpStatus.NOT_FOUND, 'INVITATION_NOT_FOUND');
  }

  async ofTechnician(caller: Principal): Promise<TechnicianInvitation[]> {
    await this.access.requireAccess(caller, 'roster.answer');
    return (await this.roster.openInvitationsOf(caller.userId)).map(toTechnicianInvitation);
  }

  /** The same answer twice is answered as it is (a double tap); changing an answer is refused. */
  async answer(caller: Principal, id: string, answer: 'accepted' | 'declined'): Promise<TechnicianInvitation> {
    await this.access.requireAccess(caller, 'roster.answer');
    const link = isUuid(id) ? await this.roster.invitationOf(caller.userId, id) : null;
    if (!link) throw new ApiException(HttpStatus.NOT_FOUND, 'INVITATION_NOT_FOUND');
    if (link.status === answer && link.technician_id === caller.userId) return toTechnicianInvitation(link);
    if (link.status !== 'invited' || !(await this.roster.answer(id, caller.userId, answer))) {
      throw new ApiException(HttpStatus.CONFLICT, 'INVITATION_ANSWERED');
    }
    this.events.changed(link.vendor_user_id, caller.userId, { action: answer, invitation_id: id });
    return toTechnicianInvitation((await this.roster.byId(id)) ?? link);
  }

  private async sent(caller: Principal, id: string, technicianId: string | null, notify: boolean): Promise<RosterInvitation> {
    const link = await this.roster.byId(id);
    if (!link) throw new ApiException(HttpStatus.NOT_FOUND, 'INVITATION_NOT_FOUND');
    this.events.changed(caller.userId, technicianId, { action: 'invited', invitation_id: id });
    if (notify && technicianId) await this.push.rosterInvited(technicianId, { id, company_name: link.company_name });
    return toRosterInvitation(link);
  }
}

function reinviteFrom(link: RosterLinkRow): Date | null {
  return link.status === 'declined' && link.answered_at ? new Date(Date.parse(isoInstant(link.answered_at)) + REINVITE_AFTER_DECLINE_DAYS * DAY_MS) : null;
}

/** The vendor's view: no name, id or contact of the technician until it answers (see RosterInvitation). */
function toRosterInvitation(link: RosterLinkRow): RosterInvitation {
  const declined = link.status === 'declined';
  return {
    id: link.id,
    email: link.invited_email,
    full_name: declined ? link.technician_name : null,
    status: declined ? 'declined' : 'invited',
    invited_at: isoInstant(link.invited_at),
    answered_at: declined && link.answered_at ? isoInstant(link.answered_at) : null,
    reinvite_from: reinviteFrom(link)?.toISOString() ?? null,
    commission_rate: link.commission_rate === null ? null : Number(link.commission_rate),
  };
}

function toTechnicianInvitation(link: RosterLinkRow): TechnicianInvitation {
  return {
    id: link.id,
    status: link.status,
    invited_at: isoInstant(link.invited_at),
    answered_at: link.answered_at ? isoInstant(link.answered_at) : null,
    vendor: { id: link.vendor_id, company_name: link.company_name, city: link.vendor_city, state: link.vendor_state },
  };
}
