import {
  normalizePhone,
  personDisplayName,
  type DemoHistory,
  type Person,
  type ReportSource,
} from '@seats/contracts'
import type { ReportingDeps } from '../../deps'
import { addDays, comingShabbat, plainDateName } from '../calendar'

/** Weeks of history a demo synagogue opens with (the plots' half year), and of them, weeks with reminder runs. */
const HISTORY_WEEKS = 25
const RUN_WEEKS = 16

/** A small seeded generator: the same synagogue gets the same history on every machine. */
function seeded(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Who reports how, in a synagogue that has used the product for a while. */
const SOURCES: Array<[ReportSource, number]> = [
  ['phone', 0.4],
  ['reminder', 0.25],
  ['link', 0.15],
  ['warden', 0.2],
]
const pick = (r: number): ReportSource => {
  let acc = 0
  for (const [source, share] of SOURCES) if (r < (acc += share)) return source
  return 'phone'
}

/**
 * Half a year of past weeks for a demo synagogue, so its plots and lists are not empty: some worshippers
 * away each Shabbat (more in the summer weeks), and the reminder runs of the last months with how each call
 * ended. Written as history (past dates are not reportable by hand); a synagogue that already has reports
 * before this week gets nothing, so a second call adds nothing.
 */
export async function seedDemoHistory(
  deps: Pick<ReportingDeps, 'db' | 'seating' | 'now'>,
  accountId: number,
): Promise<DemoHistory> {
  const last = addDays(comingShabbat(deps.now()), -7)
  const first = addDays(last, -7 * (HISTORY_WEEKS - 1))
  const past = await deps
    .db('reports')
    .where({ owner_id: accountId })
    .where('report_date', '<=', last)
    .first('id')
  const persons = await deps.seating.persons(accountId)
  if (past || persons.length === 0) return { reports: 0, runs: 0 }

  const random = seeded(accountId)
  let reports = 0
  let runs = 0
  for (let week = 0; week < HISTORY_WEEKS; week++) {
    const shabbat = addDays(first, 7 * week)
    // Summer holidays (Tammuz to Elul) empty the hall more.
    const month = Number(shabbat.slice(5, 7))
    const share = (month >= 7 && month <= 8 ? 0.16 : 0.07) + random() * 0.05
    const away = new Map<number, ReportSource>()
    for (const p of persons) if (random() < share) away.set(p.id, pick(random()))
    const reportedAt = new Date(`${addDays(shabbat, -2)}T16:00:00Z`)
    if (away.size > 0) {
      await deps
        .db('reports')
        .insert(
          [...away].map(([personId, source]) => ({
            owner_id: accountId,
            person_id: personId,
            report_date: shabbat,
            event_id: null,
            source,
            created_at: reportedAt,
          })),
        )
        .onConflict()
        .ignore()
      reports += away.size
    }
    if (week < HISTORY_WEEKS - RUN_WEEKS) continue
    runs += await seedRun(deps, accountId, shabbat, persons, away, random)
  }
  return { reports, runs }
}

/** One week's reminder run, done: each phone called once, the outcome as its people answered. */
async function seedRun(
  deps: Pick<ReportingDeps, 'db'>,
  accountId: number,
  shabbat: string,
  persons: Person[],
  away: Map<number, ReportSource>,
  random: () => number,
): Promise<number> {
  const friday = new Date(`${addDays(shabbat, -1)}T08:00:00Z`)
  const [runId] = await deps.db('reminder_runs').insert({
    owner_id: accountId,
    week_shabbat: shabbat,
    manual_no: 0,
    report_date: shabbat,
    event_id: null,
    date_name: plainDateName(shabbat),
    status: 'done',
    stops_at: null,
    started_at: friday,
    finished_at: new Date(friday.getTime() + 20 * 60_000),
  })
  const byPhone = new Map<string, typeof persons>()
  for (const p of persons) {
    const phone = normalizePhone(p.phone)
    byPhone.set(phone, [...(byPhone.get(phone) ?? []), p])
  }
  const calls = [...byPhone].map(([phone, own]) => {
    const sources = own.map((p) => away.get(p.id)).filter((s) => s !== undefined)
    const roll = random()
    const [outcome, reason] = sources.includes('reminder')
      ? ['reported', null]
      : sources.length > 0
        ? ['skipped_reported', null]
        : roll < 0.62
          ? ['answered', null]
          : roll < 0.86
            ? ['failed', 'no_answer']
            : roll < 0.96
              ? ['failed', 'busy']
              : ['failed', 'provider_timeout']
    return {
      run_id: runId,
      owner_id: accountId,
      phone,
      persons: JSON.stringify(own.map((p) => ({ id: p.id, name: personDisplayName(p) }))),
      outcome,
      attempts: outcome === 'skipped_reported' ? 0 : 1,
      reason,
      updated_at: friday,
    }
  })
  if (calls.length > 0) await deps.db('reminder_calls').insert(calls)
  return 1
}
