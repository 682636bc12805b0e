import { DEMO_PASSWORD } from '../../support/accounts.js';
import { type Operations, SIGNED_IN } from './operation.js';

/** Sign-out and a password change: they end or change the session they run in. */
export const SESSION: Operations = {
  // These end or change the session they run in: each caller signs in afresh for them. Last:
  // a password change ends every other session of the account.
  'POST /api/auth/logout': { statuses: SIGNED_IN(204), ownSession: true },
  'PUT /api/auth/password': { statuses: SIGNED_IN(200), ownSession: true, call: () => ({ body: { current_password: DEMO_PASSWORD, password: 'Lantern-gravel-42' } }) },
};
