import type { Knex } from '@seats/kit'

/** Who asked to be called by no one again: a key in a reminder call ('callee'). */
export type OptOutSource = 'callee'

/** Phones never rung again by any account's reminders (call_opt_outs). */
export function optOuts(db: Knex) {
  return {
    async add(phone: string, source: OptOutSource, now: Date): Promise<void> {
      await db('call_opt_outs').insert({ phone, source, created_at: now }).onConflict('phone').ignore()
    },
    async has(phone: string): Promise<boolean> {
      return Boolean(await db('call_opt_outs').where({ phone }).first('phone'))
    },
    /** Of these phones, the ones that opted out. */
    async among(phones: string[]): Promise<Set<string>> {
      if (phones.length === 0) return new Set()
      const rows = (await db('call_opt_outs').whereIn('phone', phones).select('phone')) as Array<{
        phone: string
      }>
      return new Set(rows.map((r) => r.phone))
    },
  }
}
export type OptOuts = ReturnType<typeof optOuts>
