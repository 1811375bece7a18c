import type { Knex } from '@seats/kit'

const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT'])

/** A transaction that InnoDB may pick as a deadlock victim is simply run again (bounded). */
export async function inTransaction<T>(db: Knex, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn)
    } catch (err) {
      const code = (err as { code?: string })?.code
      if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw err
    }
  }
}

/** Splits a long list so one statement never carries thousands of placeholders. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
