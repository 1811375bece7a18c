import { DEFAULT_DAILY_CALL_CAP, type CallCap } from '@seats/contracts'
import type { Knex } from '@seats/kit'

/**
 * Every call an account places (runs, test calls, codes) counts against its cap for the Israel day, taken
 * before the call rings: a runaway list or a script stops at the cap instead of ringing thousands.
 */
export function dailyCallCap(db: Knex) {
  async function capOf(ownerId: number): Promise<{ dailyCap: number; custom: boolean }> {
    const row = (await db('account_call_caps').where({ owner_id: ownerId }).first('daily_cap')) as
      { daily_cap: number } | undefined
    return row
      ? { dailyCap: row.daily_cap, custom: true }
      : { dailyCap: DEFAULT_DAILY_CALL_CAP, custom: false }
  }

  async function usedOn(ownerId: number, day: string): Promise<number> {
    const row = (await db('account_call_days').where({ owner_id: ownerId, day }).first('calls')) as
      { calls: number } | undefined
    return row?.calls ?? 0
  }

  return {
    capOf,
    usedOn,
    /** One call more today, if the cap allows it; false: the cap is reached and nothing may ring. */
    async take(ownerId: number, day: string): Promise<boolean> {
      const { dailyCap } = await capOf(ownerId)
      await db('account_call_days').insert({ owner_id: ownerId, day, calls: 0 }).onConflict().ignore()
      // One statement checks and counts, so two calls at once never both take the last place.
      const taken = await db('account_call_days')
        .where({ owner_id: ownerId, day })
        .andWhere('calls', '<', dailyCap)
        .increment('calls', 1)
      return taken === 1
    },
    /** A call that rang nothing (the provider refused it) gives its place back. */
    release: (ownerId: number, day: string) =>
      db('account_call_days')
        .where({ owner_id: ownerId, day })
        .andWhere('calls', '>', 0)
        .decrement('calls', 1),
    async view(ownerId: number, day: string): Promise<CallCap> {
      return { accountId: ownerId, ...(await capOf(ownerId)), usedToday: await usedOn(ownerId, day) }
    },
    async set(ownerId: number, dailyCap: number, by: number): Promise<void> {
      const row = { daily_cap: dailyCap, updated_by: by, updated_at: new Date() }
      await db('account_call_caps')
        .insert({ owner_id: ownerId, ...row })
        .onConflict('owner_id')
        .merge(row)
    },
    purgeAccount: async (ownerId: number) => {
      await db('account_call_days').where({ owner_id: ownerId }).delete()
      await db('account_call_caps').where({ owner_id: ownerId }).delete()
      await db('phone_verifications').where({ owner_id: ownerId }).delete()
    },
  }
}
export type DailyCallCap = ReturnType<typeof dailyCallCap>
