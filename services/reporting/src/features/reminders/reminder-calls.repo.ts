import type { ReminderCall, ReminderCallOutcome, ReminderRunCounts } from '@seats/contracts'
import type { Knex } from '@seats/kit'

export interface CallPerson {
  id: number
  name: string
}

interface CallRow {
  id: number
  run_id: number
  owner_id: number
  phone: string
  persons: string
  outcome: ReminderCallOutcome
  attempts: number
  reason: string | null
  placing_since: Date | null
  provider_errors: number
  link_sent: number
}

export interface StoredCall {
  id: number
  runId: number
  phone: string
  persons: CallPerson[]
  outcome: ReminderCallOutcome
  attempts: number
  reason: string | null
  /** When the attempt now with the provider began; null when none is. */
  placingSince: Date | null
  providerErrors: number
  /** The phone was texted its report link on the call's first try. */
  linkSent: boolean
}

const toCall = (r: CallRow): StoredCall => ({
  id: r.id,
  runId: r.run_id,
  phone: r.phone,
  persons: JSON.parse(r.persons) as CallPerson[],
  outcome: r.outcome,
  attempts: r.attempts,
  reason: r.reason,
  placingSince: r.placing_since,
  providerErrors: r.provider_errors,
  linkSent: Boolean(r.link_sent),
})

export const callView = (c: StoredCall): ReminderCall => ({
  phone: c.phone,
  names: c.persons.map((p) => p.name),
  outcome: c.outcome,
  attempts: c.attempts,
  reason: c.reason,
})

/** Outcomes that end a phone's part in a run. */
export const FINAL_OUTCOMES: ReminderCallOutcome[] = [
  'answered',
  'reported',
  'failed',
  'skipped_reported',
  'not_called_shabbat',
  'not_called_cap',
  'placed',
]

/** A run's calls: one row per phone, its attempts and outcome, claimed one attempt at a time. */
export function reminderCallsRepo(db: Knex) {
  return {
    /** One row per phone of the run; a repeat (a restarted run) keeps the row it has. */
    addCalls: async (
      runId: number,
      ownerId: number,
      calls: Array<Pick<StoredCall, 'phone' | 'persons' | 'outcome'>>,
    ) => {
      if (calls.length === 0) return
      const now = new Date()
      for (let i = 0; i < calls.length; i += 500) {
        await db('reminder_calls')
          .insert(
            calls.slice(i, i + 500).map((c) => ({
              run_id: runId,
              owner_id: ownerId,
              phone: c.phone,
              persons: JSON.stringify(c.persons),
              outcome: c.outcome,
              attempts: 0,
              updated_at: now,
            })),
          )
          .onConflict(['run_id', 'phone'])
          .ignore()
      }
    },
    calls: async (runId: number): Promise<StoredCall[]> =>
      ((await db('reminder_calls').where({ run_id: runId }).orderBy('id')) as CallRow[]).map(toCall),
    call: async (runId: number, phone: string): Promise<StoredCall | null> => {
      const row = (await db('reminder_calls').where({ run_id: runId, phone }).first()) as CallRow | undefined
      return row ? toCall(row) : null
    },
    /**
     * Takes the next attempt of a waiting call that no attempt is with the provider for; false when the call
     * ended or another delivery of its job holds an attempt.
     */
    claim: async (callId: number, now: Date): Promise<boolean> =>
      (await db('reminder_calls')
        .where({ id: callId, outcome: 'queued' })
        .whereNull('placing_since')
        .update({ attempts: db.raw('attempts + 1'), placing_since: now, updated_at: now })) === 1,
    /** The attempt ended with the call's outcome (queued: to be tried again, the reason saying why). */
    setOutcome: (callId: number, outcome: ReminderCallOutcome, reason: string | null = null) =>
      db('reminder_calls')
        .where({ id: callId })
        .update({ outcome, reason, placing_since: null, updated_at: new Date() }),
    /** A call the provider placed was answered later (its API extension): true when it was still `placed`. */
    settlePlaced: async (runId: number, phone: string, outcome: 'answered' | 'reported'): Promise<boolean> =>
      (await db('reminder_calls')
        .where({ run_id: runId, phone, outcome: 'placed' })
        .update({ outcome, updated_at: new Date() })) === 1,
    linkSent: (callId: number) => db('reminder_calls').where({ id: callId }).update({ link_sent: true }),
    /** The provider refused the attempt, so nothing rang: it does not count as one, the error does. */
    providerRefused: (callId: number, reason: string) =>
      db('reminder_calls')
        .where({ id: callId })
        .update({
          attempts: db.raw('GREATEST(attempts, 1) - 1'),
          provider_errors: db.raw('provider_errors + 1'),
          reason,
          placing_since: null,
          updated_at: new Date(),
        }),
    /** A waiting call fails with the reason; false when it had already ended. */
    failIfWaiting: async (callId: number, reason: string): Promise<boolean> =>
      (await db('reminder_calls')
        .where({ id: callId, outcome: 'queued' })
        .update({ outcome: 'failed', reason, placing_since: null, updated_at: new Date() })) === 1,
    /** Every waiting call of the run becomes "not called: Shabbat". */
    stopWaiting: (runId: number) =>
      db('reminder_calls')
        .where({ run_id: runId, outcome: 'queued' })
        // An attempt already with the provider may be ringing: it ends with its own outcome.
        .whereNull('placing_since')
        .update({ outcome: 'not_called_shabbat', reason: 'shabbat', updated_at: new Date() }),
    /** The daily call cap is reached: every waiting call of the run is "not called: cap", none rings. */
    capWaiting: (runId: number) =>
      db('reminder_calls')
        .where({ run_id: runId, outcome: 'queued' })
        // An attempt already with the provider took its place under the cap: it ends with its own outcome.
        .whereNull('placing_since')
        .update({ outcome: 'not_called_cap', reason: 'daily_cap', updated_at: new Date() }),
    counts: async (runId: number): Promise<ReminderRunCounts & { waiting: number }> => {
      const rows = (await db('reminder_calls')
        .where({ run_id: runId })
        .groupBy('outcome')
        .select('outcome', db.raw('COUNT(*) AS n'))) as Array<{ outcome: ReminderCallOutcome; n: number }>
      const n = (o: ReminderCallOutcome) => Number(rows.find((r) => r.outcome === o)?.n ?? 0)
      const total = rows.reduce((sum, r) => sum + Number(r.n), 0)
      return {
        queued: total - n('skipped_reported'),
        called: n('answered') + n('reported') + n('failed') + n('placed'),
        answered: n('answered') + n('reported'),
        reported: n('reported'),
        skippedReported: n('skipped_reported'),
        failed: n('failed'),
        notCalledShabbat: n('not_called_shabbat'),
        notCalledCap: n('not_called_cap'),
        waiting: n('queued'),
      }
    },
  }
}
