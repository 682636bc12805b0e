import { createECDH, randomBytes } from 'node:crypto';
import { freshPhone } from '../callers.js';
import { ALL_OK, type Operations, SIGNED_IN } from './operation.js';

const pushKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

/** Health, sign-in and sign-up, the account itself and its push subscriptions: whatever its status. */
export const AUTH: Operations = {
  'GET /api/health': { statuses: ALL_OK(200) },
  'GET /api/health/ready': { statuses: ALL_OK(200) },
  'POST /api/auth/signup': { statuses: ALL_OK(201), call: () => ({ body: { phone: freshPhone(), password: 'Lantern-gravel-42', role: 'technician' } }) },
  'POST /api/auth/login': { statuses: ALL_OK(200), call: () => ({ body: { email: 'vendor@fixflow.test', password: 'Fixflow-demo-1' } }) },
  'POST /api/auth/refresh': { statuses: ALL_OK(401), call: () => ({ body: { refresh_token: 'not-a-token' } }) },
  'POST /api/auth/recover': { statuses: ALL_OK(200), call: () => ({ body: { email: 'nobody@fixflow.test' } }) },
  'GET /api/auth/verify': { statuses: ALL_OK(303) },
  // Sign-in through an OpenID Connect provider (issue 16): this app has none configured.
  'GET /api/auth/providers': { statuses: ALL_OK(200) },
  'GET /api/auth/oidc/start': { statuses: ALL_OK(404) },
  'GET /api/auth/oidc/callback': { statuses: ALL_OK(303) },

  // What an account needs whatever its status.
  'GET /api/me': { statuses: SIGNED_IN(200) },
  'PATCH /api/me': { statuses: SIGNED_IN(200), call: () => ({ body: { city: 'Austin' } }) },
  'GET /api/push/public-key': { statuses: SIGNED_IN(200) },
  'POST /api/push/subscriptions': { statuses: SIGNED_IN(201), call: (_f, caller) => ({ body: { endpoint: `https://push.example.test/${caller}`, keys: pushKeys() } }) },
  'DELETE /api/push/subscriptions': { statuses: SIGNED_IN(204), call: (_f, caller) => ({ body: { endpoint: `https://push.example.test/${caller}` } }) },
};
