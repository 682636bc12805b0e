/**
 * Roster consent: a vendor invites a technician by email, the technician accepts or declines.
 * Only an accepted link is a roster link (assignable, its busy slots and availability readable).
 */
export const ROSTER_LINK_STATUSES = ['invited', 'accepted', 'declined'] as const;
export type RosterLinkStatus = (typeof ROSTER_LINK_STATUSES)[number];

/** After a decline the same vendor may invite that technician again only this many days later. */
export const REINVITE_AFTER_DECLINE_DAYS = 30;

/**
 * An invitation as the vendor who sent it sees it (POST /api/technicians answers one, 202;
 * GET /api/technicians/invitations lists the invited and declined ones). While it is open the
 * vendor sees only the email it typed — the same whether that email is a technician's or nobody's,
 * so neither the answer nor the list tells which. A technician who declined is named: answering
 * was the technician's own act.
 */
export interface RosterInvitation {
  id: string;
  /** The email the vendor typed (normalised); null for links made before invitations existed. */
  email: string | null;
  /** The technician's name once it declined; null while the invitation is open. */
  full_name: string | null;
  status: Exclude<RosterLinkStatus, 'accepted'>;
  invited_at: string;
  answered_at: string | null;
  /** For a declined invitation: from when the vendor may invite again. */
  reinvite_from: string | null;
  commission_rate: number | null;
}

/** An open invitation as the invited technician sees it (GET /api/roster-invitations). */
export interface TechnicianInvitation {
  id: string;
  status: RosterLinkStatus;
  invited_at: string;
  answered_at: string | null;
  vendor: { id: string; company_name: string; city: string | null; state: string | null };
}

/**
 * Socket event REALTIME_EVENTS.rosterChanged, sent to the vendor's user and the technician when an
 * invitation is sent, answered or withdrawn, or a technician is taken off a roster: both pages
 * read their lists again.
 */
export interface RosterChangedEvent {
  action: 'invited' | 'accepted' | 'declined' | 'withdrawn' | 'removed';
  invitation_id: string;
}

/** POST /api/technicians (a vendor invites a technician to its roster by email; see RosterInvitation). */
export interface AddRosterTechnicianRequest {
  email: string;
  commission_rate?: number | null;
}
