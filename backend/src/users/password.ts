import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (~15 ms a hash on this machine class). */
export const hashPassword = (password: string) => hash(password);

// Checked against when the e-mail is unknown, so a login takes as long whether or not the account exists.
const decoy = hash('decoy-password-for-unknown-accounts');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await decoy), password);
  } catch {
    return false;
  }
}
