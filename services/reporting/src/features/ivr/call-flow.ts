/**
 * The phone line's conversation, provider-neutral and pure: a state and a caller's key press in, the
 * next state, what to say and ask, and at most one effect (create or cancel reports) out. The service
 * loads the call's context once, runs effects, keeps the state per call; adapters speak the provider's
 * protocol. Everything spoken comes from the caller's own persons and their accounts' events, and a call
 * acts in one synagogue only: a number known to several first asks which one.
 */
import { PHONE_LINE_UNAVAILABLE_TEXT, personDisplayName, type PersonGender } from '@seats/contracts'
import type { Prompt } from '../../platform/call-prompt'
import { joinNames, placesSentence, type SeatOutcome } from './spoken-places'

export { joinNames }

/** A synagogue that has the caller's number, by the name its warden set. */
export interface CallerSynagogue {
  accountId: number
  name: string
  /** Said after the name when another synagogue on the caller's menu sounds alike ("בירושלים"). */
  detail?: string
}

/** A person whose phone is the caller's (in one of the synagogues offered). */
export interface CallerPerson {
  id: number
  accountId: number
  firstName: string
  lastName: string
  /** As the warden recorded it: the warden's toast then speaks of a woman in the feminine. */
  gender?: PersonGender | null
  /** Where the person sits, as the hall names it ("שורה ג, מושב 5"): said back when a report is made or cancelled. */
  seatNames?: string[]
}

/** A date the caller may report for. The Shabbat applies to every account (accountId null), an event to its own. */
export interface DateChoice {
  date: string
  eventId: number | null
  accountId: number | null
  /** As spoken: "שבת פרשת ויצא", "חנוכה". */
  name: string
  /** A reverse event: a report means "I am coming". */
  reverse: boolean
}

export interface ReportRef {
  accountId: number
  personId: number
  date: string
  eventId: number | null
}

export interface CallContext {
  /** Those the caller's persons belong to, in the order offered. */
  synagogues: CallerSynagogue[]
  persons: CallerPerson[]
  shabbat: DateChoice
  /** Yom tov days of the Shabbat's week, by date (absent in calls started before they were offered). */
  holidays?: DateChoice[]
  /** Upcoming events of the persons' accounts, by date. */
  events: DateChoice[]
  /** The persons' reports that already exist for the offered dates. */
  reported: ReportRef[]
}

export type Step = 'synagogue' | 'person' | 'date' | 'confirm' | 'existing'

export interface CallState {
  step: Step
  ctx: CallContext
  /** The synagogue the call acts in; null until chosen. */
  accountId: number | null
  personIds: number[]
  choice: DateChoice | null
  /** Number of the question now waiting for an answer. */
  turn: number
  /** Wrong or missing answers in a row. */
  misses: number
  /** The last words of a call that has ended, repeated if the provider asks again. */
  final?: Prompt
}

export type Effect =
  { kind: 'report'; reports: ReportRef[]; reverse: boolean } | { kind: 'cancel'; reports: ReportRef[] }

export interface Transition {
  state: CallState | null
  prompt: Prompt
  effect?: Effect
}

/** Persons of one synagogue on one call (keys 1..8, and "all" on 9); the lookup offers no more. */
export const MAX_PERSON_OPTIONS = 8
export const ALL_KEY = '9'
/** Synagogues offered on one call, keys 1..9. */
export const MAX_SYNAGOGUE_OPTIONS = 9
/** Dates offered: the Shabbat plus up to seven yom tov days and events. */
export const MAX_DATE_OPTIONS = 8
export const MAX_MISSES = 3

/** What the line says; a message of several sentences is a list, spoken with a pause between them. */
export const texts = {
  unknownCaller: [
    'שלום',
    'מספר הטלפון שממנו התקשרתם אינו רשום במערכת מקום פנוי',
    'לרישום פנו לגבאי בית הכנסת',
    'תודה ולהתראות',
  ],
  hiddenNumber: [
    'שלום',
    'לא ניתן לזהות את מספר הטלפון שממנו התקשרתם',
    'כדי לדווח התקשרו ממספר מזוהה',
    'תודה ולהתראות',
  ],
  rateLimited: ['התקבלו יותר מדי שיחות ממספר זה', 'נסו שוב מאוחר יותר', 'תודה ולהתראות'],
  failure: ['אירעה תקלה ולא ניתן היה לבצע את הפעולה', 'נסו שוב מאוחר יותר', 'תודה ולהתראות'],
  /** A service or store behind the line is down: the words the gateway says for a service that is down. */
  unavailable: [PHONE_LINE_UNAVAILABLE_TEXT],
  wrongKey: 'הקשה שגויה',
  severalSynagogues: 'מספר הטלפון שלכם רשום בכמה בתי כנסת',
  tooManyMisses: ['לא התקבלה בחירה תקינה', 'תודה ולהתראות'],
  reported: 'הדיווח נרשם בהצלחה',
  seatFree: 'המקום יוצג כפנוי לאורחים',
  cancelled: 'הדיווח בוטל',
  kept: 'הדיווח נשאר בתוקף',
  notReported: 'הדיווח לא נרשם',
  goodbye: 'תודה ולהתראות',
}

/** "אהל משה" is spoken "בית הכנסת אהל משה"; a name that already says so stays as it is. */
export function synagogueTitle(name: string): string {
  const trimmed = name.trim()
  if (trimmed === '') return 'בית הכנסת'
  return /^(בית ה?כנסת|בית המדרש|ביהכנ"ס|ביכנ"ס|בית כנסת)/.test(trimmed) ? trimmed : `בית הכנסת ${trimmed}`
}

/** The synagogue as the caller hears it: its title, and its distinguishing detail when it has one. */
export const spokenSynagogue = (s: CallerSynagogue): string =>
  s.detail ? `${synagogueTitle(s.name)} ${s.detail}` : synagogueTitle(s.name)

const welcome = (s: CallerSynagogue) => `הגעתם לקו הדיווחים של ${spokenSynagogue(s)}`

const kindWord = (c: DateChoice) => (c.reverse ? 'הגעה' : 'היעדרות')
const sameRef = (a: ReportRef, b: ReportRef) =>
  a.accountId === b.accountId && a.personId === b.personId && a.date === b.date && a.eventId === b.eventId

/** The chosen synagogue's persons on this phone; no one before a synagogue is chosen. */
function synagoguePersons(state: CallState): CallerPerson[] {
  return state.ctx.persons.filter((p) => p.accountId === state.accountId).slice(0, MAX_PERSON_OPTIONS)
}

function chosenPersons(state: CallState): CallerPerson[] {
  return synagoguePersons(state).filter((p) => state.personIds.includes(p.id))
}

/** Dates in the chosen synagogue: the Shabbat, the week's yom tov days, then its events. */
function dateChoices(state: CallState): DateChoice[] {
  const events = state.ctx.events.filter((e) => e.accountId !== null && e.accountId === state.accountId)
  return [state.ctx.shabbat, ...(state.ctx.holidays ?? []), ...events].slice(0, MAX_DATE_OPTIONS)
}

/** The reports a choice stands for: the chosen persons the date applies to. */
function refsFor(state: CallState, choice: DateChoice): ReportRef[] {
  return chosenPersons(state)
    .filter((p) => choice.accountId === null || choice.accountId === p.accountId)
    .map((p) => ({ accountId: p.accountId, personId: p.id, date: choice.date, eventId: choice.eventId }))
}

function whoOf(state: CallState, refs: ReportRef[]): string {
  return joinNames(
    refs
      .map((r) => state.ctx.persons.find((p) => p.id === r.personId))
      .filter((p) => p !== undefined)
      .map(personDisplayName),
  )
}

/** The reported persons' seats, said as the hall labels them, with what happens to them. */
function placesOf(state: CallState, refs: ReportRef[], outcome: SeatOutcome): string | null {
  const seats = refs.flatMap((r) => state.ctx.persons.find((p) => p.id === r.personId)?.seatNames ?? [])
  return placesSentence(seats, outcome)
}

const synagogueMenuShown = (state: CallState) => state.ctx.synagogues.length > 1
const personMenuShown = (state: CallState) => synagoguePersons(state).length > 1
const dateMenuShown = (state: CallState) => dateChoices(state).length > 1

/** The question of the current step, and the keys that answer it. */
function menu(state: CallState): { lines: string[]; options: string[] } {
  switch (state.step) {
    case 'synagogue': {
      const shown = state.ctx.synagogues.slice(0, MAX_SYNAGOGUE_OPTIONS)
      return {
        lines: shown.map((s, i) => `ל${spokenSynagogue(s)} הקישו ${i + 1}`),
        options: shown.map((_, i) => String(i + 1)),
      }
    }
    case 'person': {
      const shown = synagoguePersons(state)
      return {
        lines: [
          ...shown.map((p, i) => `לדיווח עבור ${personDisplayName(p)} הקישו ${i + 1}`),
          `לדיווח עבור כולם הקישו ${ALL_KEY}`,
        ],
        options: [...shown.map((_, i) => String(i + 1)), ALL_KEY],
      }
    }
    case 'date': {
      const choices = dateChoices(state)
      return {
        lines: choices.map((c, i) => `לדיווח ${kindWord(c)} ל${c.name} הקישו ${i + 1}`),
        options: choices.map((_, i) => String(i + 1)),
      }
    }
    case 'confirm': {
      const choice = state.choice as DateChoice
      const refs = missingRefs(state, choice)
      const back =
        personMenuShown(state) || dateMenuShown(state) || synagogueMenuShown(state)
          ? 'לחזרה לתפריט הקודם הקישו 2'
          : 'לביטול הקישו 2'
      return {
        lines: [`לאישור דיווח ${kindWord(choice)} עבור ${whoOf(state, refs)} ל${choice.name} הקישו 1`, back],
        options: ['1', '2'],
      }
    }
    case 'existing': {
      const choice = state.choice as DateChoice
      return {
        lines: [
          `כבר קיים דיווח ${kindWord(choice)} עבור ${whoOf(state, refsFor(state, choice))} ל${choice.name}`,
          'לביטול הדיווח הקישו 1',
          'להשארת הדיווח הקישו 2',
        ],
        options: ['1', '2'],
      }
    }
  }
}

function missingRefs(state: CallState, choice: DateChoice): ReportRef[] {
  return refsFor(state, choice).filter((ref) => !state.ctx.reported.some((r) => sameRef(r, ref)))
}

/** Asks the current step's question under a fresh variable name. */
function askNext(state: CallState, before: string[] = []): Transition {
  const next: CallState = { ...state, turn: state.turn + 1 }
  const { lines, options } = menu(next)
  return {
    state: next,
    prompt: {
      say: [...before, ...lines],
      ask: { var: `val_${next.turn}`, maxDigits: 1, options },
      hangup: false,
    },
  }
}

function end(state: CallState | null, lines: string[], effect?: Effect): Transition {
  const prompt: Prompt = { say: lines, hangup: true }
  return { state: state ? { ...state, final: prompt } : null, prompt, ...(effect ? { effect } : {}) }
}

/** After the persons are chosen: the date menu, or straight on when there is one date. */
function toDates(state: CallState, before: string[] = []): Transition {
  const choices = dateChoices(state)
  if (choices.length === 1) return toChoice(state, choices[0] as DateChoice, before)
  return askNext({ ...state, step: 'date', choice: null, misses: 0 }, before)
}

function toChoice(state: CallState, choice: DateChoice, before: string[] = []): Transition {
  const allReported = missingRefs(state, choice).length === 0
  return askNext({ ...state, step: allReported ? 'existing' : 'confirm', choice, misses: 0 }, before)
}

/** In one synagogue from here on, named: its only person goes straight to the dates, several are asked. */
function enterSynagogue(state: CallState, synagogue: CallerSynagogue, before: string[]): Transition {
  const inside: CallState = {
    ...state,
    accountId: synagogue.accountId,
    personIds: [],
    choice: null,
    misses: 0,
  }
  const persons = synagoguePersons(inside)
  const only = persons.length === 1 ? persons[0] : undefined
  if (only)
    return toDates({ ...inside, personIds: [only.id] }, [
      `שלום ${personDisplayName(only)}`,
      welcome(synagogue),
    ])
  return askNext({ ...inside, step: 'person' }, [...before, welcome(synagogue)])
}

/** The first words of a call: the caller is unknown, in one synagogue (one person or several), or in several. */
export function startCall(ctx: CallContext): Transition {
  const [first] = ctx.synagogues
  if (ctx.persons.length === 0 || !first) return end(null, texts.unknownCaller)
  const state: CallState = {
    step: 'synagogue',
    ctx,
    accountId: null,
    personIds: [],
    choice: null,
    turn: 0,
    misses: 0,
  }
  if (ctx.synagogues.length > 1) return askNext(state, ['שלום', texts.severalSynagogues])
  return enterSynagogue(state, first, ['שלום'])
}

/** The question now waiting, again (the provider asked twice, or nothing was pressed yet). */
export function repeat(state: CallState): Prompt {
  if (state.final) return state.final
  const { lines, options } = menu(state)
  return { say: lines, ask: { var: `val_${state.turn}`, maxDigits: 1, options }, hangup: false }
}

/** The caller's answer to the waiting question ('' when nothing was pressed). */
export function answer(state: CallState, digits: string): Transition {
  if (state.final) return { state, prompt: state.final }
  const key = digits.trim()
  const { options } = menu(state)
  if (!options.includes(key)) {
    const misses = state.misses + 1
    if (misses >= MAX_MISSES) return end({ ...state, misses }, texts.tooManyMisses)
    return askNext({ ...state, misses }, [texts.wrongKey])
  }
  switch (state.step) {
    case 'synagogue':
      return enterSynagogue(state, state.ctx.synagogues[Number(key) - 1] as CallerSynagogue, [])
    case 'person': {
      const shown = synagoguePersons(state)
      // "All" is everyone read out in this synagogue, never anyone elsewhere.
      const personIds = key === ALL_KEY ? shown.map((p) => p.id) : [shown[Number(key) - 1]?.id ?? 0]
      return toDates({ ...state, personIds, misses: 0 })
    }
    case 'date':
      return toChoice(state, dateChoices(state)[Number(key) - 1] as DateChoice)
    case 'confirm': {
      const choice = state.choice as DateChoice
      if (key === '1') {
        const reports = missingRefs(state, choice)
        const places = placesOf(state, reports, choice.reverse ? 'kept' : 'free')
        const seatLine = places ? [places] : choice.reverse ? [] : [texts.seatFree]
        return end(state, [texts.reported, ...seatLine, texts.goodbye], {
          kind: 'report',
          reports,
          reverse: choice.reverse,
        })
      }
      if (dateMenuShown(state)) return askNext({ ...state, step: 'date', choice: null, misses: 0 })
      if (personMenuShown(state))
        return askNext({ ...state, step: 'person', personIds: [], choice: null, misses: 0 })
      if (synagogueMenuShown(state))
        return askNext({
          ...state,
          step: 'synagogue',
          accountId: null,
          personIds: [],
          choice: null,
          misses: 0,
        })
      return end(state, [texts.notReported, texts.goodbye])
    }
    case 'existing': {
      const choice = state.choice as DateChoice
      if (key === '1') {
        const reports = refsFor(state, choice)
        const places = placesOf(state, reports, choice.reverse ? 'free' : 'no-longer-free')
        return end(state, [texts.cancelled, ...(places ? [places] : []), texts.goodbye], {
          kind: 'cancel',
          reports,
        })
      }
      return end(state, [texts.kept, texts.goodbye])
    }
  }
}

/** The words that replace a call's ending when its effect could not be carried out (a store was down). */
export function failedEffect(state: CallState | null): Transition {
  return end(state, texts.unavailable)
}
