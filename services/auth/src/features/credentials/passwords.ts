import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane). */
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Argon2id; the enum is a const enum that isolated modules cannot read
  timeCost: 2,
  memoryCost: 19456,
  parallelism: 1,
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS)
}

let dummyHash: Promise<string> | undefined

/**
 * Checks a password against a stored hash. Without a hash (unknown account, guest) it still runs
 * one verification against a throwaway hash, so the answer takes as long as for a real account.
 */
export async function passwordMatches(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-' + Math.random())
  const target = storedHash ?? (await dummyHash)
  try {
    const ok = await verify(target, password)
    return Boolean(storedHash) && ok
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false
  }
}
