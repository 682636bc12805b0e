import argon2 from 'argon2';

/** OWASP Password Storage Cheat Sheet, argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a server error the caller could probe.
    return false;
  }
}

/**
 * A hash of nothing anyone knows, with the same parameters: signing in as an unknown account
 * verifies against it, so it costs what a wrong password costs and timing reveals nothing.
 */
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash.then((hash) => verifyPassword(hash, password)).then(() => false);
}
