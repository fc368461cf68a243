import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from './concurrency.js';

/** Algorithm.Argon2id; the package's enum is a const enum that isolated modules cannot read. */
const ARGON2ID = 2;

/**
 * Each Argon2id hash holds 19 MB while it runs. More hashes at once than there are cores are no
 * faster, only bigger: a burst of log-ins would otherwise take the server past its memory budget.
 */
const oneAtATimePerCore = concurrencyLimit(Math.max(1, os.availableParallelism()));

export const hashPassword = (password: string) => oneAtATimePerCore(() => hash(password, { algorithm: ARGON2ID }));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneAtATimePerCore(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/**
 * Verified against when no account matches, so that a wrong username costs as long as a wrong
 * password and response times do not reveal which usernames exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyVerify(password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  return decoyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
