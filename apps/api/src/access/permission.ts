import type { ErrorCode, Role } from '@fixflow/contracts';

/**
 * Everything a caller can ask the API to do, one name per kind of act. Each service method that
 * serves a caller names one of these in its first line: `access.requireAccess(caller, permission, ids)`.
 */
export type Permission =
  // The account itself: open to every signed-in user whatever its role or status.
  | 'profile.read'
  | 'profile.write'
  | 'session.end'
  | 'password.change'
  | 'push.subscription'
  // Orders.
  | 'order.read'
  | 'order.create'
  | 'order.personal'
  | 'order.write'
  | 'order.transition'
  | 'order.assign'
  | 'order.decline'
  | 'order.recall'
  | 'order.rating'
  | 'order.bulk'
  // Customers, technicians and the roster.
  | 'customer.read'
  | 'customer.create'
  // Issue 18: a customer's record edited, and two customers merged into one (never automatically).
  | 'customer.write'
  | 'customer.merge'
  | 'appliance.read'
  | 'appliance.create'
  | 'appliance.write'
  | 'technician.read'
  | 'roster.manage'
  | 'roster.answer'
  | 'availability.read'
  | 'availability.write'
  | 'busy-slots.read'
  // The dispatch board (issue 17): a vendor's roster and orders, an admin's every vendor's.
  | 'schedule.board'
  // The caller's own notifications, pushing to technicians.
  | 'notification.read'
  | 'notification.write'
  | 'push.notify'
  // Money.
  | 'vendor-settings.read'
  | 'vendor-settings.write'
  | 'roster.commission'
  | 'financials.read'
  | 'financials.calculate'
  | 'settlement.read'
  | 'payment.read'
  | 'payment.record'
  | 'settlement.manage'
  // Technician performance (issue 14): a row read or recalculated, the vendor's page.
  | 'metrics.read'
  | 'metrics.calculate'
  | 'metrics.performance'
  // Home pages and platform administration.
  | 'dashboard.vendor'
  | 'dashboard.admin'
  | 'vendor.manage'
  | 'outbox.read'
  // The admins' system page (issue 16): platform defaults, providers, jobs, remotes, the masked outbox.
  | 'system.manage'
  // Administrators and User Management (issue 16).
  | 'admin.manage'
  | 'user.manage'
  // The admins' Unknown SMS queue (issue 15).
  | 'unmatched-sms.manage'
  // Chat (issue 15): the caller's conversations, reading and writing one, opening one about an order.
  | 'chat.read'
  | 'chat.write'
  | 'chat.open'
  // Texts (issue 15): a customer's thread read and replied to; the texts the local transport recorded.
  | 'sms.read'
  | 'sms.send'
  | 'sms-outbox.read'
  // Issue 16: admin › Technicians (activate/deactivate), reading the audit log.
  | 'technician.manage'
  | 'audit.read'
  // Offers (issue 17): a vendor (or an admin) publishes an unassigned order and withdraws it; the
  // technicians it went to list and take it.
  | 'offer.manage'
  | 'offer.read'
  | 'offer.take';

export interface PermissionRule {
  /** Who may ever do it; anyone else gets 403 FORBIDDEN (or `refused`). `'any'`: also a user with no profile row. */
  roles: readonly Role[] | 'any';
  /** Also for a pending/suspended vendor or an inactive technician/admin: what such an account still needs. */
  anyStatus?: true;
  /** The answer to a role that may not, where SPEC.md gives one other than 403 FORBIDDEN. */
  refused?: { status: 403 | 404; code: ErrorCode };
  /** The answer for ids outside the caller's scope: always 404, so ids cannot be probed. */
  notFound?: ErrorCode;
}

const ALL_ROLES = ['vendor', 'technician', 'admin'] as const;
const NO_VENDOR_RECORD = { status: 404, code: 'VENDOR_NOT_FOUND' } as const;

/** The whole policy: which roles may do what, and what answers a row outside their scope. */
export const PERMISSIONS: Record<Permission, PermissionRule> = {
  'profile.read': { roles: 'any', anyStatus: true },
  'profile.write': { roles: 'any', anyStatus: true },
  'session.end': { roles: 'any', anyStatus: true },
  'password.change': { roles: 'any', anyStatus: true },
  'push.subscription': { roles: 'any', anyStatus: true },

  'order.read': { roles: ALL_ROLES, notFound: 'ORDER_NOT_FOUND' },
  // SPEC.md §7 "Create order": no vendor record for the user is 'Vendor not found'.
  'order.create': { roles: ['vendor'], refused: NO_VENDOR_RECORD },
  'order.personal': { roles: ['technician'] },
  // Seen but not owned (the assigned technician) is 403; not seen is 404.
  'order.write': { roles: ALL_ROLES, notFound: 'ORDER_NOT_FOUND' },
  // Which moves each actor may make is the state machine's (order-state-machine.ts).
  'order.transition': { roles: ALL_ROLES, notFound: 'ORDER_NOT_FOUND' },
  'order.assign': { roles: ['vendor', 'admin'], notFound: 'ORDER_NOT_FOUND' },
  // Issue 17: only the assigned technician gives an assignment back (canDecline, beside the state machine).
  'order.decline': { roles: ['technician'], notFound: 'ORDER_NOT_FOUND' },
  // Issue 14: the vendor's word on a suspected recall, and the customer's rating of a closed order.
  'order.recall': { roles: ['vendor', 'admin'], notFound: 'ORDER_NOT_FOUND' },
  'order.rating': { roles: ['vendor', 'admin'], notFound: 'ORDER_NOT_FOUND' },
  // Issue 18: a dispatcher's reassign or cancel of several orders; each order is then judged by the single-order call's own rule.
  'order.bulk': { roles: ['vendor', 'admin'] },

  'customer.read': { roles: ['vendor', 'admin'], notFound: 'CUSTOMER_NOT_FOUND' },
  'customer.create': { roles: ['vendor'] },
  // Its vendor's live customers (an admin any vendor's); one merged away is not found.
  'customer.write': { roles: ['vendor', 'admin'], notFound: 'CUSTOMER_NOT_FOUND' },
  'customer.merge': { roles: ['vendor', 'admin'], notFound: 'CUSTOMER_NOT_FOUND' },
  // A customer's appliances (issue 14): its vendor and an admin; a technician assigned to one of the
  // customer's orders reads them, and on an open order of the appliance fills brand, model, serial.
  'appliance.read': { roles: ALL_ROLES, notFound: 'CUSTOMER_NOT_FOUND' },
  'appliance.create': { roles: ['vendor', 'admin'], notFound: 'CUSTOMER_NOT_FOUND' },
  'appliance.write': { roles: ALL_ROLES, notFound: 'APPLIANCE_NOT_FOUND' },
  'technician.read': { roles: ['vendor', 'admin'], notFound: 'NOT_FOUND' },
  'roster.manage': { roles: ['vendor'], notFound: 'TECHNICIAN_NOT_FOUND' },
  // The technician's answer to a vendor's invitation to its roster.
  'roster.answer': { roles: ['technician'] },
  'availability.read': { roles: ALL_ROLES, notFound: 'TECHNICIAN_NOT_FOUND' },
  'availability.write': { roles: ['technician'], notFound: 'NOT_FOUND' },
  'busy-slots.read': { roles: ALL_ROLES, notFound: 'TECHNICIAN_NOT_FOUND' },
  // Its scope is the caller's: a vendor's own roster and orders, an admin's every vendor's (or one, vendor_id).
  'schedule.board': { roles: ['vendor', 'admin'] },

  'notification.read': { roles: ALL_ROLES },
  'notification.write': { roles: ALL_ROLES, notFound: 'NOT_FOUND' },
  'push.notify': { roles: ['vendor', 'admin'], notFound: 'TECHNICIAN_NOT_FOUND' },

  'vendor-settings.read': { roles: ['vendor'], refused: NO_VENDOR_RECORD },
  'vendor-settings.write': { roles: ['vendor'], refused: NO_VENDOR_RECORD },
  // The vendor's override of one roster link's commission.
  'roster.commission': { roles: ['vendor'], notFound: 'TECHNICIAN_NOT_FOUND' },
  // The order's vendor, its assigned technician, an admin: whoever sees the order sees its money.
  'financials.read': { roles: ALL_ROLES, notFound: 'ORDER_NOT_FOUND' },
  // SPEC.md §4: the vendor's app triggers the calculation; an admin may too.
  'financials.calculate': { roles: ['vendor', 'admin'], notFound: 'ORDER_NOT_FOUND' },
  // Weekly statements: the vendor's, the technician's own, all for an admin; the vendor (or an admin) finalizes and pays.
  // The payments of the vendor's orders (an admin: all); recording one by hand on an order it sees.
  'payment.read': { roles: ['vendor', 'admin'] },
  'payment.record': { roles: ['vendor', 'admin'], notFound: 'ORDER_NOT_FOUND' },
  'settlement.read': { roles: ALL_ROLES, notFound: 'SETTLEMENT_NOT_FOUND' },
  'settlement.manage': { roles: ['vendor', 'admin'], notFound: 'SETTLEMENT_NOT_FOUND' },

  // A technician on the vendor's roster (its row for the vendor), any for an admin, the technician itself (its row across vendors).
  'metrics.read': { roles: ALL_ROLES, notFound: 'TECHNICIAN_NOT_FOUND' },
  // SPEC.md §4: the app recalculates on a metrics_update notification, the technician's own included.
  'metrics.calculate': { roles: ALL_ROLES, notFound: 'TECHNICIAN_NOT_FOUND' },
  'metrics.performance': { roles: ['vendor'] },

  'dashboard.vendor': { roles: ['vendor'] },
  'dashboard.admin': { roles: ['admin'] },
  'vendor.manage': { roles: ['admin'] },
  'outbox.read': { roles: ['admin'] },
  'system.manage': { roles: ['admin'] },
  'admin.manage': { roles: ['admin'] },
  'user.manage': { roles: ['admin'] },
  'unmatched-sms.manage': { roles: ['admin'] },

  // A conversation about an order: its vendor and the technician assigned now (members follow the
  // assignment); a support conversation: its vendor or technician; an admin any. Others: not found.
  'chat.read': { roles: ALL_ROLES, notFound: 'CONVERSATION_NOT_FOUND' },
  'chat.write': { roles: ALL_ROLES, notFound: 'CONVERSATION_NOT_FOUND' },
  // Opening the conversation about an order needs the order in reach (as reading it does).
  'chat.open': { roles: ALL_ROLES, notFound: 'ORDER_NOT_FOUND' },

  // A customer's texts: its vendor and an admin read them; only its vendor replies.
  'sms.read': { roles: ['vendor', 'admin'], notFound: 'CUSTOMER_NOT_FOUND' },
  'sms.send': { roles: ['vendor'], notFound: 'CUSTOMER_NOT_FOUND' },
  'sms-outbox.read': { roles: ['admin'] },

  'technician.manage': { roles: ['admin'] },
  'audit.read': { roles: ['admin'] },

  // The order's vendor (an admin any order's) offers it and withdraws the offer.
  'offer.manage': { roles: ['vendor', 'admin'], notFound: 'ORDER_NOT_FOUND' },
  // A technician the open offers it may take; a vendor its own; an admin all.
  'offer.read': { roles: ALL_ROLES },
  // Only a technician of the vendor's roster (accepted) in the offer's audience; anyone else's is not found.
  'offer.take': { roles: ['technician'], notFound: 'OFFER_NOT_FOUND' },
};
