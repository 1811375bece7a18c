import type { Knex } from '@seats/kit'
import { canonicalEmail } from '@seats/contracts'

const BATCH = 1000

/**
 * Rewrites every stored email in its canonical spelling (trimmed, lower case, NFC), the only one the
 * service writes from now on. Compared byte for byte, because the column's collation already treats
 * the spellings as equal. A row whose canonical spelling belongs to another account is left as it is
 * (the unique index would refuse it; an operator decides) and named in the migration's output.
 * Safe to re-run: rows already canonical are skipped.
 */
export async function up(knex: Knex): Promise<void> {
  let afterId = 0
  for (;;) {
    const rows = (await knex('users')
      .where('id', '>', afterId)
      .whereNotNull('email')
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'email')) as Array<{ id: number; email: string }>
    if (rows.length === 0) return
    afterId = Number(rows[rows.length - 1]!.id)
    for (const row of rows) {
      const canonical = canonicalEmail(row.email)
      if (canonical === row.email) continue
      const taken = (await knex('users').where({ email: canonical }).whereNot({ id: row.id }).first('id')) as
        { id: number } | undefined
      if (taken) {
        console.warn(`users ${row.id}: email not canonicalised, account ${taken.id} has the same address`)
        continue
      }
      await knex('users').where({ id: row.id }).update({ email: canonical })
    }
  }
}

export async function down(): Promise<void> {
  // The former spellings are not kept; canonical emails stay valid for the previous version.
}
