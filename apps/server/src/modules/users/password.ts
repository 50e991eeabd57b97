import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH } from '@godown/shared';

// OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 lane.
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolatedModules).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account) it still does the
 * same work, so response times do not reveal which accounts exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** Letters and digits that cannot be mistaken for one another when read out or copied. */
const ONE_TIME_ALPHABET = 'abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY346789';

/** A password given once (by an import or an admin), as long as a password may be. */
export function oneTimePassword(): string {
  return Array.from(
    { length: PASSWORD_MAX_LENGTH },
    () => ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)],
  ).join('');
}

/** A stored hash no password matches (argon2 refuses it): the account has no sign-in yet. */
export const NO_SIGN_IN = '!no-sign-in';
