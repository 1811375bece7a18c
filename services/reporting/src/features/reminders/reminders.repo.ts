import type {
  ReminderCall,
  ReminderCallOutcome,
  ReminderRun,
  ReminderRunCounts,
  ReminderSetting,
} from '@seats/contracts'
import { isDuplicateKey, type Knex } from '@seats/kit'

interface SettingRow {
  owner_id: number
  enabled: number
  weekday: number
  hour: number
  minute: number
  audience: ReminderSetting['audience']
  person_ids: string
  date_target: ReminderSetting['dateTarget']
  city: string
  text: string
}

interface RunRow {
  id: number
  owner_id: number
  week_shabbat: string
  manual_no: number
  report_date: string
  event_id: number | null
  date_name: string
  status: ReminderRun['status']
  stops_at: Date | null
  started_at: Date
  finished_at: Date | null
}

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
}

export interface StoredRun {
  id: number
  ownerId: number
  weekShabbat: string
  manual: boolean
  date: string
  eventId: number | null
  dateName: string
  status: ReminderRun['status']
  stopsAt: Date | null
  startedAt: Date
  finishedAt: Date | null
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
}

const toSetting = (r: SettingRow): ReminderSetting => ({
  enabled: Boolean(r.enabled),
  weekday: r.weekday,
  hour: r.hour,
  minute: r.minute,
  audience: r.audience,
  personIds: JSON.parse(r.person_ids) as number[],
  dateTarget: r.date_target,
  city: r.city,
  text: r.text,
})

const toRun = (r: RunRow): StoredRun => ({
  id: r.id,
  ownerId: r.owner_id,
  weekShabbat: r.week_shabbat,
  manual: r.manual_no > 0,
  date: r.report_date,
  eventId: r.event_id,
  dateName: r.date_name,
  status: r.status,
  stopsAt: r.stops_at,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
})

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

export function remindersRepo(db: Knex) {
  // DATEs as text: calendar days never shift with a time zone.
  const runs = () =>
    db('reminder_runs').select(
      'id',
      'owner_id',
      'manual_no',
      'event_id',
      'date_name',
      'status',
      'stops_at',
      'started_at',
      'finished_at',
      db.raw("DATE_FORMAT(week_shabbat, '%Y-%m-%d') AS week_shabbat"),
      db.raw("DATE_FORMAT(report_date, '%Y-%m-%d') AS report_date"),
    )

  return {
    setting: async (ownerId: number): Promise<ReminderSetting | null> => {
      const row = (await db('reminder_settings').where({ owner_id: ownerId }).first()) as
        SettingRow | undefined
      return row ? toSetting(row) : null
    },
    saveSetting: (ownerId: number, s: ReminderSetting) => {
      const row = {
        enabled: s.enabled,
        weekday: s.weekday,
        hour: s.hour,
        minute: s.minute,
        audience: s.audience,
        person_ids: JSON.stringify(s.audience === 'chosen' ? s.personIds : []),
        date_target: s.dateTarget,
        city: s.city,
        text: s.text,
        updated_at: new Date(),
      }
      return db('reminder_settings')
        .insert({ owner_id: ownerId, ...row })
        .onConflict('owner_id')
        .merge(row)
    },

    /** The run of that week (scheduled: manualNo 0), created once; answers it and whether it is new. */
    createRun: async (
      run: Omit<StoredRun, 'id' | 'status' | 'startedAt' | 'finishedAt' | 'manual'> & { manualNo: number },
    ): Promise<{ run: StoredRun; created: boolean }> => {
      try {
        const [id] = await db('reminder_runs').insert({
          owner_id: run.ownerId,
          week_shabbat: run.weekShabbat,
          manual_no: run.manualNo,
          report_date: run.date,
          event_id: run.eventId,
          date_name: run.dateName,
          status: 'running',
          stops_at: run.stopsAt,
          started_at: new Date(),
        })
        const created = (await runs()
          .where({ id: Number(id) })
          .first()) as RunRow
        return { run: toRun(created), created: true }
      } catch (err) {
        if (!isDuplicateKey(err)) throw err
        const existing = (await runs()
          .where({ owner_id: run.ownerId, week_shabbat: run.weekShabbat, manual_no: run.manualNo })
          .first()) as RunRow
        return { run: toRun(existing), created: false }
      }
    },
    nextManualNo: async (ownerId: number): Promise<number> => {
      const row = (await db('reminder_runs').where({ owner_id: ownerId }).max('manual_no as n').first()) as
        { n: number | null } | undefined
      return (row?.n ?? 0) + 1
    },
    run: async (ownerId: number | null, id: number): Promise<StoredRun | null> => {
      const q = runs().where({ id })
      if (ownerId !== null) q.andWhere({ owner_id: ownerId })
      const row = (await q.first()) as RunRow | undefined
      return row ? toRun(row) : null
    },
    lastRuns: async (ownerId: number, limit: number): Promise<StoredRun[]> =>
      ((await runs().where({ owner_id: ownerId }).orderBy('id', 'desc').limit(limit)) as RunRow[]).map(toRun),
    finishRun: (id: number, status: ReminderRun['status']) =>
      db('reminder_runs').where({ id, status: 'running' }).update({ status, finished_at: new Date() }),

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

    purgeAccount: async (ownerId: number) => {
      await db('reminder_calls').where({ owner_id: ownerId }).delete()
      await db('reminder_runs').where({ owner_id: ownerId }).delete()
      await db('reminder_local_calls').where({ owner_id: ownerId }).delete()
      return db('reminder_settings').where({ owner_id: ownerId }).delete()
    },
  }
}
export type RemindersRepo = ReturnType<typeof remindersRepo>
