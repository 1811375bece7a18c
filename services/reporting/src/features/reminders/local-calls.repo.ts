import type { Knex } from '@seats/kit'

/** The local provider's calls (what was said) and how each test phone answers. */
export function localCallsRepo(db: Knex) {
  return {
    logLocalCall: (row: {
      ownerId: number
      runId: number | null
      phone: string
      behaviour: string
      spoken: string
    }) =>
      db('reminder_local_calls').insert({
        owner_id: row.ownerId,
        run_id: row.runId,
        phone: row.phone,
        behaviour: row.behaviour,
        spoken: row.spoken.slice(0, 2000),
        created_at: new Date(),
      }),
    localCalls: async (phone?: string) =>
      (await db('reminder_local_calls')
        .modify((q) => {
          if (phone) q.where({ phone })
        })
        .orderBy('id')) as Array<{
        owner_id: number
        run_id: number | null
        phone: string
        behaviour: string
        spoken: string
      }>,
    localBehaviour: async (phone: string): Promise<string | null> => {
      const row = (await db('reminder_local_callees').where({ phone }).first()) as
        { behaviour: string } | undefined
      return row?.behaviour ?? null
    },
    setLocalBehaviour: (phone: string, behaviour: string) =>
      db('reminder_local_callees').insert({ phone, behaviour }).onConflict('phone').merge({ behaviour }),
  }
}
