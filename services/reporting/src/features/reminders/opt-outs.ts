import { OPT_OUTS_PAGE_SIZE, type OptOut, type OptOutPage, type OptOutSource } from '@seats/contracts'
import { isDuplicateKey, type Knex } from '@seats/kit'

interface OptOutRow {
  phone: string
  source: OptOutSource
  reason: string | null
  created_at: Date
}

const toOptOut = (r: OptOutRow): OptOut => ({
  phone: r.phone,
  source: r.source,
  reason: r.reason,
  createdAt: r.created_at.toISOString(),
})

/** Phones never rung again by any account's reminders (call_opt_outs): the callee's key 0, or an admin. */
export function optOuts(db: Knex) {
  return {
    async add(phone: string, source: OptOutSource, now: Date, reason: string | null = null): Promise<void> {
      await db('call_opt_outs')
        .insert({ phone, source, reason, created_at: now })
        .onConflict('phone')
        .ignore()
    },
    /** An admin's entry; false when the number was on the list already (its first entry stays). */
    async addOnce(phone: string, source: OptOutSource, now: Date, reason: string): Promise<boolean> {
      try {
        await db('call_opt_outs').insert({ phone, source, reason, created_at: now })
        return true
      } catch (err) {
        if (isDuplicateKey(err)) return false
        throw err
      }
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
    async get(phone: string): Promise<OptOut | null> {
      const row = (await db('call_opt_outs').where({ phone }).first()) as OptOutRow | undefined
      return row ? toOptOut(row) : null
    },
    /** Newest first; `digits` matches anywhere in the number. */
    async page(digits: string | undefined, page: number): Promise<OptOutPage> {
      const filtered = () =>
        db('call_opt_outs').modify((q) => {
          if (digits) q.where('phone', 'like', `%${digits}%`)
        })
      const [{ n }] = (await filtered().count({ n: '*' })) as [{ n: number }]
      const rows = (await filtered()
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'phone', order: 'asc' },
        ])
        .limit(OPT_OUTS_PAGE_SIZE)
        .offset((page - 1) * OPT_OUTS_PAGE_SIZE)) as OptOutRow[]
      return { items: rows.map(toOptOut), total: Number(n), page, pageSize: OPT_OUTS_PAGE_SIZE }
    },
    /** False when the number was not on the list. */
    remove: async (phone: string): Promise<boolean> =>
      (await db('call_opt_outs').where({ phone }).delete()) > 0,
  }
}
export type OptOuts = ReturnType<typeof optOuts>
