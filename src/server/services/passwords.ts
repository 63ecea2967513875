// Hashing of login passwords, payment codes and reset codes: argon2id (the library default), so a
// stolen table does not give them away.
import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

export function hashSecret(plain: string): Promise<string> {
  return hash(plain)
}

/** False, never a throw, for a wrong secret or a damaged hash. */
export async function verifySecret(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/** Computes the dummy hash ahead, so the first unknown-account login is not faster or slower. */
export function primeDummyHash(): void {
  dummyHash ??= hashSecret(randomBytes(16).toString('hex'))
}

/**
 * Spends the same time as checking a real password. Used when the account does not exist, so the
 * answer time does not tell an attacker which accounts exist.
 */
export async function verifyDummy(plain: string): Promise<false> {
  primeDummyHash()
  await verifySecret(await dummyHash!, plain)
  return false
}
