import { createHash } from 'node:crypto'
import {
  GUEST_MAP_SENDS_PER_DAY,
  GUEST_MAP_UPDATES_MAX,
  MAX_GUEST_MAP_RECIPIENTS,
  fieldErrorOf,
  type GuestMapDelivery,
  type GuestMapMailInput,
  type GuestMapMailSetting,
  type GuestMapMailView,
  type GuestMapOutcome,
  type GuestMapSendKind,
  type SeatMap,
} from '@seats/contracts'
import { AppError, accountOrNull, fieldsError } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import { hebrewDate, israelToday, plainDateName } from '../calendar'
import { guestsRepo } from '../guests'
import { lobbyCells } from '../lobby'
import { DEFAULT_CITY, isReminderCity, isRestDay, israelInstant, remindersRepo } from '../reminders'
import { reportsRepo } from '../reports'
import { guestMapMailText, pdfName } from './guest-map-texts'
import { guestMapMailRepo, type SendRecord } from './guest-map-mail.repo'
import { mailWindow, nextWindow, openWindow } from './mail-window'

export type GuestMapMailDeps = Pick<
  ReportingDeps,
  'db' | 'seating' | 'accounts' | 'now' | 'log' | 'guestMaps'
>

const DEFAULT_MINUTES_BEFORE = 120

/**
 * The guest map mailed as PDFs: the setting, the eve's mailing (queued by the workers' tick once its time
 * comes), an 'updated map' whenever what the map shows changes before candle-lighting, and 'send now'. This
 * service decides what goes and records it; the workers render the print view and hand the mail to auth.
 */
export function createGuestMapMailService(deps: GuestMapMailDeps) {
  const repo = guestMapMailRepo(deps.db)
  const reports = reportsRepo(deps.db)
  const guests = guestsRepo(deps.db)

  async function defaults(accountId: number): Promise<GuestMapMailSetting> {
    // The reminders' city is the synagogue's: its candle-lighting is the same.
    const reminder = await remindersRepo(deps.db).setting(accountId)
    return {
      enabled: false,
      mapId: null,
      displayIds: [],
      city: reminder?.city ?? DEFAULT_CITY,
      minutesBefore: DEFAULT_MINUTES_BEFORE,
      updates: true,
      recipients: [],
    }
  }

  const settingOf = async (accountId: number) => (await repo.setting(accountId)) ?? defaults(accountId)

  /** What the printed map shows on the date, as a fingerprint: which seats are free and who sits as a guest. */
  async function snapshot(accountId: number, map: SeatMap, date: string) {
    const [reported, lent] = await Promise.all([
      reports.ofDate(accountId, date, null),
      guests.ofDate(accountId, date, null),
    ])
    const onMap = lent.filter((g) => g.mapId === map.id)
    const drawn = lobbyCells(map, {
      reported: new Set(reported.map((r) => r.personId)),
      reverse: false,
      guests: onMap,
    })
    const free = drawn.cells.filter((c) => c.free).map((c) => `${c.row}:${c.col}`)
    const seated = onMap.map((g) => `${g.row}:${g.col}:${g.name}`).sort()
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([map.id, free, seated, reported.map((r) => r.personId).sort()]))
      .digest('hex')
    return { fingerprint, freeCount: drawn.freeCount }
  }

  /** Records a mailing of the map for the date and queues it; null when that once-only mailing exists. */
  async function queue(
    accountId: number,
    setting: GuestMapMailSetting,
    map: SeatMap,
    date: string,
    kind: GuestMapSendKind,
    sendBefore: Date | null,
  ): Promise<number | null> {
    const shot = await snapshot(accountId, map, date)
    const onceKey =
      kind === 'scheduled' ? 'scheduled' : kind === 'update' ? `update:${shot.fingerprint}` : null
    const id = await repo.insert(
      {
        accountId,
        mapId: map.id,
        date,
        kind,
        fingerprint: shot.fingerprint,
        freeCount: shot.freeCount,
        displayIds: setting.displayIds,
        recipients: setting.recipients,
        sendBefore,
        now: deps.now(),
      },
      onceKey,
    )
    if (id !== null) await deps.guestMaps.queue.send(id)
    return id
  }

  /** The eve's mailing of one account, or its update when the map changed since the last one. */
  async function tickAccount(accountId: number, setting: GuestMapMailSetting, now: Date): Promise<boolean> {
    const window = setting.mapId === null ? null : openWindow(now, setting.city, setting.minutesBefore)
    if (!window || setting.mapId === null) return false
    const account = await accountOrNull(deps.accounts, accountId)
    const map = await deps.seating.map(accountId, setting.mapId)
    if (!account || !map) return false
    const earlier = await repo.ofDate(accountId, window.date)
    if (earlier.length === 0)
      return (await queue(accountId, setting, map, window.date, 'scheduled', window.candleLighting)) !== null
    const updates = earlier.filter((s) => s.kind === 'update').length
    if (!setting.updates || updates >= GUEST_MAP_UPDATES_MAX) return false
    const last = earlier[0] as SendRecord
    // One mailing at a time: the next update waits until the last one left.
    if (last.status === 'queued') return false
    const shot = await snapshot(accountId, map, window.date)
    if (shot.fingerprint === last.fingerprint) return false
    return (await queue(accountId, setting, map, window.date, 'update', window.candleLighting)) !== null
  }

  return {
    async view(accountId: number): Promise<GuestMapMailView> {
      const now = deps.now()
      const [setting, account, sends] = await Promise.all([
        settingOf(accountId),
        accountOrNull(deps.accounts, accountId),
        repo.recent(accountId),
      ])
      const next =
        setting.enabled && setting.mapId !== null
          ? nextWindow(now, setting.city, setting.minutesBefore)
          : null
      const dayStart = israelInstant(israelToday(now), 0, 0)
      const sentToday = await repo.manualSince(accountId, dayStart)
      return {
        setting,
        accountEmail: account?.email ?? null,
        next: next
          ? {
              date: next.date,
              dateName: plainDateName(next.date),
              sendsAt: next.sendsAt.toISOString(),
              candleLighting: next.candleLighting.toISOString(),
            }
          : null,
        sends: sends.map((s) => ({
          id: s.id,
          date: s.date,
          dateName: plainDateName(s.date),
          kind: s.kind,
          status: s.status,
          freeCount: s.freeCount,
          recipients: s.recipients.length + 1,
          createdAt: s.createdAt.toISOString(),
          sentAt: s.sentAt ? s.sentAt.toISOString() : null,
        })),
        sendsLeftToday: Math.max(0, GUEST_MAP_SENDS_PER_DAY - sentToday),
      }
    },

    async save(accountId: number, input: GuestMapMailInput): Promise<GuestMapMailView> {
      if (!isReminderCity(input.city)) throw fieldsError([fieldErrorOf('city', 'city_unknown')])
      if (input.mapId !== null && !(await deps.seating.map(accountId, input.mapId)))
        throw fieldsError([fieldErrorOf('mapId', 'map_missing')])
      const recipients = [...new Set(input.recipients)].slice(0, MAX_GUEST_MAP_RECIPIENTS)
      await repo.save(
        accountId,
        { ...input, displayIds: [...new Set(input.displayIds)], recipients },
        deps.now(),
      )
      return this.view(accountId)
    },

    /** 'Send now': the map for the coming date, now, to the same addresses; never on Shabbat or a festival. */
    async sendNow(accountId: number): Promise<GuestMapMailView> {
      const now = deps.now()
      const setting = await repo.setting(accountId)
      if (!setting || setting.mapId === null) throw new AppError('guest_map_not_set')
      const today = israelToday(now)
      const todays = mailWindow(today, setting.city, setting.minutesBefore)
      // Nothing leaves on Shabbat or a festival, nor on an eve once the candles are lit.
      if (isRestDay(today) || (todays && now >= todays.candleLighting))
        throw new AppError('guest_map_rest_day')
      const next = nextWindow(now, setting.city, setting.minutesBefore)
      if (!next) throw new AppError('guest_map_rest_day')
      const dayStart = israelInstant(israelToday(now), 0, 0)
      if ((await repo.manualSince(accountId, dayStart)) >= GUEST_MAP_SENDS_PER_DAY)
        throw new AppError('guest_map_send_limit')
      const map = await deps.seating.map(accountId, setting.mapId)
      if (!map) throw fieldsError([fieldErrorOf('mapId', 'map_missing')])
      await queue(
        accountId,
        setting,
        map,
        next.date,
        'manual',
        next.eve === today ? next.candleLighting : null,
      )
      return this.view(accountId)
    },

    /** The workers' tick: queues each account's due mailing; answers how many were queued. */
    async tick(): Promise<number> {
      const now = deps.now()
      let queued = 0
      for (const { accountId, setting } of await repo.enabled()) {
        try {
          if (await tickAccount(accountId, setting, now)) queued++
        } catch (err) {
          // One synagogue's failure (its map gone, seating slow) leaves the others' mailings alone.
          deps.log.warn({ err, accountId }, 'guest map mailing not queued')
        }
      }
      return queued
    },

    /** What the worker renders and mails for a mailing. */
    async delivery(sendId: number): Promise<GuestMapDelivery> {
      const send = await repo.find(sendId)
      if (!send) throw new AppError('not_found')
      const [account, map] = await Promise.all([
        accountOrNull(deps.accounts, send.accountId),
        deps.seating.map(send.accountId, send.mapId),
      ])
      if (!account || !map) throw new AppError('not_found')
      const expired = send.sendBefore !== null && deps.now() >= send.sendBefore
      const displays = [...map.displays].sort((a, b) => a.position - b.position)
      const chosen = displays.filter((d) => send.displayIds.includes(d.id))
      // None chosen (or the chosen ones deleted since): every display. A map without any prints as the print
      // view's default display, id 0.
      const printed: Array<{ id: number; name: string | null }> = chosen.length
        ? chosen
        : displays.length
          ? displays
          : [{ id: 0, name: null }]
      const prints = printed.map((d) => ({
        path: `/map/${map.id}/print?display=${d.id}&date=${send.date}`,
        filename: pdfName(map.name, printed.length > 1 ? d.name : null, send.date),
      }))
      const text = guestMapMailText({
        update: send.kind === 'update',
        synagogue: account.synagogueName.trim(),
        mapName: map.name,
        dateName: plainDateName(send.date, map.settings.il),
        hebrewDate: hebrewDate(send.date),
        freeCount: send.freeCount,
        attachments: prints.length,
      })
      return {
        id: send.id,
        accountId: send.accountId,
        status: send.status,
        expired,
        prints,
        recipients: [null, ...send.recipients],
        ...text,
      }
    },

    settle: (sendId: number, outcome: GuestMapOutcome) => repo.settle(sendId, outcome, deps.now()),

    purgeAccount: (accountId: number) => repo.purgeAccount(accountId),
  }
}
export type GuestMapMailService = ReturnType<typeof createGuestMapMailService>
