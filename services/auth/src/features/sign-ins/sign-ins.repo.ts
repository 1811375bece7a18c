import type { Knex } from '@seats/kit'
import { SIGN_INS_KEPT, type SignIn, type signInMethods } from '@seats/contracts'

export type SignInMethod = (typeof signInMethods)[number]
export interface SignInClient {
  ip: string
  userAgent: string
}

interface SignInRow {
  id: number
  at: Date
  method: SignInMethod
  ip: string
  user_agent: string
}

/** Successful sign-ins per account, the newest SIGN_INS_KEPT kept, and the users row's last_sign_in_at. */
export function signInsRepo(db: Knex) {
  return {
    async record(userId: number, method: SignInMethod, client: SignInClient, at = new Date()): Promise<void> {
      await db.transaction(async (trx) => {
        // The users row first: its lock queues one account's sign-ins. Inserting first, two at once each
        // held the row shared (the foreign key) and waited for the other to update it: a deadlock.
        await trx('users').where({ id: userId }).update({ last_sign_in_at: at })
        await trx('sign_ins').insert({
          user_id: userId,
          at,
          method,
          ip: client.ip.slice(0, 64),
          user_agent: client.userAgent.slice(0, 255),
        })
        // Everything older than the newest SIGN_INS_KEPT goes (index user_id, id).
        const oldestKept = (await trx('sign_ins')
          .where({ user_id: userId })
          .orderBy('id', 'desc')
          .offset(SIGN_INS_KEPT - 1)
          .first('id')) as { id: number } | undefined
        if (oldestKept)
          await trx('sign_ins').where({ user_id: userId }).where('id', '<', oldestKept.id).delete()
      })
    },

    /** Whether the account has signed in from this address (among its newest SIGN_INS_KEPT sign-ins). */
    async hasSignedInFrom(userId: number, ip: string): Promise<boolean> {
      const row = (await db('sign_ins')
        .where({ user_id: userId, ip: ip.slice(0, 64) })
        .first('id')) as { id: number } | undefined
      return row !== undefined
    },

    async forUser(userId: number): Promise<SignIn[]> {
      const rows = (await db('sign_ins')
        .where({ user_id: userId })
        .orderBy('id', 'desc')
        .limit(SIGN_INS_KEPT)
        .select('id', 'at', 'method', 'ip', 'user_agent')) as SignInRow[]
      return rows.map((r) => ({
        id: Number(r.id),
        at: new Date(r.at).toISOString(),
        method: r.method,
        ip: r.ip,
        userAgent: r.user_agent,
      }))
    },
  }
}
export type SignInsRepo = ReturnType<typeof signInsRepo>
