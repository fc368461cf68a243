import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package's enum is a const enum that isolated modules cannot read. */
const ARGON2ID = 2;

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
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
