import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SERVICES = fileURLToPath(new URL('../..', import.meta.url))
const HEBREW = /[\u0590-\u05ff]/

/** Files that may hold Hebrew, and why: words that are spoken, mailed, data or a name, never a form's error. */
const ALLOWED: Record<string, string> = {
  'auth/src/cli.ts': 'seed: the first admin',
  'auth/src/cli/cli-env.ts': 'seed: the admin and demo accounts',
  'auth/src/cli/staff-accounts.ts': 'a stored subscription type',
  'auth/src/features/demo/guest-demo.service.ts': "demo data: the demo synagogue's name",
  'auth/src/features/mail/mail-template.ts': "the emails' frame",
  'auth/src/features/mail/trial-reminders.ts': 'mailed: the trial reminder',
  'auth/src/features/team/invitation-mail.ts': 'mailed: the invitation to a synagogue team',
  'auth/src/cli/seed.ts': "seed: the demo team's names",
  'billing/src/features/billing-mail/billing-mail-texts.ts': 'mailed: the billing notices',
  'billing/src/features/provider/sumit.adapter.ts': "the card provider's decline when it gives no reason",
  'billing/src/features/reconcile/reconcile.service.ts':
    "the card provider's decline when it gives no reason",
  'billing/src/features/subscriptions/provider-refs.ts': "the plan's item on the provider's receipt",
  'reporting/src/features/calendar/coming-shabbat.ts': 'calendar: Shabbat and festival names',
  'reporting/src/features/dates/dates.service.ts': "a deleted event's name in the reports",
  'reporting/src/features/guest-map-mail/guest-map-texts.ts': 'mailed: the guest map',
  'reporting/src/features/ivr/call-flow.ts': 'spoken: the phone line',
  'reporting/src/features/ivr/caller-lookup.ts': 'spoken: the phone line',
  'reporting/src/features/ivr/ivr-yemot.adapter.ts': 'spoken: Hebrew punctuation the TTS skips',
  'reporting/src/features/ivr/menu-names.ts': 'spoken: the phone menu',
  'reporting/src/features/ivr/spoken-hebrew.ts': 'spoken: numbers and dates for the TTS',
  'reporting/src/features/ivr/spoken-places.ts': "spoken: the caller's seat",
  'reporting/src/features/reminders/reminder-calendar.ts': 'calendar: weekdays and cities',
  'reporting/src/features/reminders/reminder-call.ts': 'spoken: the reminder call',
  'reporting/src/features/reminders/reminder-call-placing.ts': "spoken: the reminder's synagogue",
  'reporting/src/features/reminders/telephony.ts': 'spoken: the verification code',
  'reporting/src/features/reminders/yemot-reminder-calls.ts': 'spoken: the reminder call',
  'seating/src/features/demo/demo-synagogue.ts': 'demo data',
  'seating/src/features/demo/demo-worshippers.ts': 'demo data',
  'seating/src/features/demo/season-congregation.ts': 'demo data: the season demo synagogue',
  'seating/src/features/events/holiday-suggestions.ts': 'calendar: festival names',
  'seating/src/features/seasons/high-holidays.ts': 'calendar: the High Holidays named',
  'seating/src/features/households/grouping.ts': "data: a grouped household's name ('משפחת …')",
  'seating/src/features/season-requests/season-request-texts.ts': "texted and mailed: a household's link",
  'seating/src/features/season-seating/seats-words.ts': "texted and mailed: a household's seats",
  'workers/src/env.ts': "the mail sender's name",
}

/** A field error written in place: its words belong in the contracts' catalogue (`fieldErrorOf`). */
const FIELD_ERROR = /\bfieldsError\(|\bfields:\s*\[|\bfield:\s*[`'"\w]/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory())
      return name === 'testing' || name === 'node_modules' ? [] : sourceFiles(path)
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : []
  })
}

/** The code of a line: comments (which may quote what a caller hears) are not counted. */
const codeOf = (line: string) => (/^\s*(\/\/|\*|\/\*)/.test(line) ? '' : line.replace(/\s\/\/\s.*$/, ''))

const services = readdirSync(SERVICES).filter(
  (name) =>
    name !== 'contracts' && statSync(join(SERVICES, name, 'src'), { throwIfNoEntry: false })?.isDirectory(),
)
const files = services.flatMap((name) => sourceFiles(join(SERVICES, name, 'src')))
const hebrewLines = files.flatMap((path) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .map((line, i) => ({ file: relative(SERVICES, path), line: i + 1, code: codeOf(line) }))
    .filter((l) => HEBREW.test(l.code)),
)

describe("the services' own words", () => {
  it('reads every service', () => {
    expect(services).toEqual(
      expect.arrayContaining(['auth', 'billing', 'kit', 'leads', 'reporting', 'seating']),
    )
  })

  it('has Hebrew only in the allowed files', () => {
    expect(hebrewLines.filter((l) => !(l.file in ALLOWED)).map((l) => `${l.file}:${l.line}`)).toEqual([])
  })

  it('writes no field error in Hebrew, even in an allowed file', () => {
    expect(hebrewLines.filter((l) => FIELD_ERROR.test(l.code)).map((l) => `${l.file}:${l.line}`)).toEqual([])
  })

  it('allows only files that still hold Hebrew', () => {
    const holding = new Set(hebrewLines.map((l) => l.file))
    expect(Object.keys(ALLOWED).filter((file) => !holding.has(file))).toEqual([])
  })
})
