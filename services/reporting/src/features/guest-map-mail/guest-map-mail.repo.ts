import type {
  GuestMapMailSetting,
  GuestMapSendKind,
  GuestMapSendStatus,
  GuestMapOutcome,
} from '@seats/contracts'
import { isDuplicateKey, type Knex } from '@seats/kit'

interface SettingRow {
  owner_id: number
  enabled: number | boolean
  map_id: number | null
  display_ids: string | number[]
  city: string
  minutes_before: number
  updates: number | boolean
  recipients: string | string[]
}

interface SendRow {
  id: number
  owner_id: number
  map_id: number
  map_date: Date | string
  kind: GuestMapSendKind
  once_key: string | null
  fingerprint: string
  free_count: number
  display_ids: string | number[]
  recipients: string | string[]
  status: GuestMapSendStatus
  send_before: Date | null
  error: string | null
  created_at: Date
  sent_at: Date | null
}

/** One mailing as the service works with it. */
export interface SendRecord {
  id: number
  accountId: number
  mapId: number
  date: string
  kind: GuestMapSendKind
  fingerprint: string
  freeCount: number
  displayIds: number[]
  recipients: string[]
  status: GuestMapSendStatus
  sendBefore: Date | null
  createdAt: Date
  sentAt: Date | null
}

export interface NewSend {
  accountId: number
  mapId: number
  date: string
  kind: GuestMapSendKind
  fingerprint: string
  freeCount: number
  displayIds: number[]
  recipients: string[]
  sendBefore: Date | null
  now: Date
}

const json = <T>(v: string | T): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v)
// The pool reads dates in UTC (timezone 'Z'): a DATE column is that day's UTC midnight.
const ymdOf = (v: Date | string): string =>
  typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10)

const settingOf = (r: SettingRow): GuestMapMailSetting => ({
  enabled: Boolean(r.enabled),
  mapId: r.map_id === null ? null : Number(r.map_id),
  displayIds: json<number[]>(r.display_ids),
  city: r.city,
  minutesBefore: Number(r.minutes_before),
  updates: Boolean(r.updates),
  recipients: json<string[]>(r.recipients),
})

const sendOf = (r: SendRow): SendRecord => ({
  id: Number(r.id),
  accountId: Number(r.owner_id),
  mapId: Number(r.map_id),
  date: ymdOf(r.map_date),
  kind: r.kind,
  fingerprint: r.fingerprint,
  freeCount: Number(r.free_count),
  displayIds: json<number[]>(r.display_ids),
  recipients: json<string[]>(r.recipients),
  status: r.status,
  sendBefore: r.send_before,
  createdAt: r.created_at,
  sentAt: r.sent_at,
})

/** guest_map_mail_settings and guest_map_sends. */
export function guestMapMailRepo(db: Knex) {
  return {
    async setting(accountId: number): Promise<GuestMapMailSetting | null> {
      const row = (await db('guest_map_mail_settings').where({ owner_id: accountId }).first()) as
        SettingRow | undefined
      return row ? settingOf(row) : null
    },

    async save(accountId: number, s: GuestMapMailSetting, now: Date): Promise<void> {
      const row = {
        enabled: s.enabled,
        map_id: s.mapId,
        display_ids: JSON.stringify(s.displayIds),
        city: s.city,
        minutes_before: s.minutesBefore,
        updates: s.updates,
        recipients: JSON.stringify(s.recipients),
        updated_at: now,
      }
      await db('guest_map_mail_settings')
        .insert({ owner_id: accountId, ...row })
        .onConflict('owner_id')
        .merge(row)
    },

    /** Every account whose guest map goes by mail. */
    async enabled(): Promise<Array<{ accountId: number; setting: GuestMapMailSetting }>> {
      const rows = (await db('guest_map_mail_settings').where({ enabled: true })) as SettingRow[]
      return rows.map((r) => ({ accountId: Number(r.owner_id), setting: settingOf(r) }))
    },

    /**
     * Records a mailing, once per `onceKey` for the account and date (null: every time). Answers its id, or
     * null when that once-only mailing exists already.
     */
    async insert(send: NewSend, onceKey: string | null): Promise<number | null> {
      try {
        const [id] = await db('guest_map_sends').insert({
          owner_id: send.accountId,
          map_id: send.mapId,
          map_date: send.date,
          kind: send.kind,
          once_key: onceKey,
          fingerprint: send.fingerprint,
          free_count: send.freeCount,
          display_ids: JSON.stringify(send.displayIds),
          recipients: JSON.stringify(send.recipients),
          status: 'queued',
          send_before: send.sendBefore,
          created_at: send.now,
        })
        return Number(id)
      } catch (err) {
        if (isDuplicateKey(err)) return null
        throw err
      }
    },

    async find(id: number): Promise<SendRecord | null> {
      const row = (await db('guest_map_sends').where({ id }).first()) as SendRow | undefined
      return row ? sendOf(row) : null
    },

    /** The date's scheduled mailing and its updates, newest first (the last one mailed is what the warden has). */
    async ofDate(accountId: number, date: string): Promise<SendRecord[]> {
      const rows = (await db('guest_map_sends')
        .where({ owner_id: accountId, map_date: date })
        .whereIn('kind', ['scheduled', 'update'])
        .orderBy('id', 'desc')) as SendRow[]
      return rows.map(sendOf)
    },

    async recent(accountId: number, limit = 10): Promise<SendRecord[]> {
      const rows = (await db('guest_map_sends')
        .where({ owner_id: accountId })
        .orderBy('id', 'desc')
        .limit(limit)) as SendRow[]
      return rows.map(sendOf)
    },

    /** 'Send now' mailings made since `since`. */
    async manualSince(accountId: number, since: Date): Promise<number> {
      const [row] = (await db('guest_map_sends')
        .where({ owner_id: accountId, kind: 'manual' })
        .where('created_at', '>=', since)
        .count({ n: '*' })) as Array<{ n: number | string }>
      return Number(row?.n ?? 0)
    },

    /** The worker's outcome; a mailing already settled keeps its first outcome. */
    async settle(id: number, outcome: GuestMapOutcome, now: Date): Promise<void> {
      await db('guest_map_sends')
        .where({ id, status: 'queued' })
        .update({
          status: outcome.status,
          error: outcome.error,
          sent_at: outcome.status === 'sent' ? now : null,
        })
    },

    async purgeAccount(accountId: number): Promise<void> {
      await db('guest_map_sends').where({ owner_id: accountId }).delete()
      await db('guest_map_mail_settings').where({ owner_id: accountId }).delete()
    },
  }
}
export type GuestMapMailRepo = ReturnType<typeof guestMapMailRepo>
