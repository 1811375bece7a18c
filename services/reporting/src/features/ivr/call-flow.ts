/**
 * The phone line's conversation, provider-neutral and pure: a state and a caller's key press in, the
 * next state, what to say and ask, and at most one effect (create or cancel reports) out. The service
 * loads the call's context once, runs effects, keeps the state per call; adapters speak the provider's
 * protocol. Everything spoken comes from the caller's own persons and their accounts' events.
 */

/** A person whose phone is the caller's (any account). */
export interface CallerPerson {
  id: number
  accountId: number
  firstName: string
  lastName: string
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
  persons: CallerPerson[]
  shabbat: DateChoice
  /** Upcoming events of the persons' accounts, by date. */
  events: DateChoice[]
  /** The persons' reports that already exist for the offered dates. */
  reported: ReportRef[]
}

export type Step = 'person' | 'date' | 'confirm' | 'existing'

export interface Ask {
  /** A fresh name per question, so a replayed request is told apart from a new answer. */
  var: string
  maxDigits: number
  options: string[]
}

export interface Prompt {
  say: string[]
  ask?: Ask
  hangup: boolean
}

export interface CallState {
  step: Step
  ctx: CallContext
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

/** Persons offered one by one; with more, "all" still covers everyone. */
export const MAX_PERSON_OPTIONS = 8
export const ALL_KEY = '9'
/** Dates offered: the Shabbat plus up to seven events. */
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
  wrongKey: 'הקשה שגויה',
  tooManyMisses: ['לא התקבלה בחירה תקינה', 'תודה ולהתראות'],
  reported: 'הדיווח נרשם בהצלחה',
  seatFree: 'המקום יוצג כפנוי לאורחים',
  cancelled: 'הדיווח בוטל',
  kept: 'הדיווח נשאר בתוקף',
  notReported: 'הדיווח לא נרשם',
  goodbye: 'תודה ולהתראות',
}

const fullName = (p: CallerPerson) => `${p.firstName} ${p.lastName}`

/** "משה כהן", "משה כהן ושרה כהן", "משה, שרה ודוד כהן" style joins. */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} ו${names[names.length - 1]}`
}

const kindWord = (c: DateChoice) => (c.reverse ? 'הגעה' : 'היעדרות')
const sameRef = (a: ReportRef, b: ReportRef) =>
  a.accountId === b.accountId && a.personId === b.personId && a.date === b.date && a.eventId === b.eventId

function chosenPersons(state: CallState): CallerPerson[] {
  return state.ctx.persons.filter((p) => state.personIds.includes(p.id))
}

/** Dates for the chosen persons: the Shabbat, then their accounts' events. */
function dateChoices(state: CallState): DateChoice[] {
  const accounts = new Set(chosenPersons(state).map((p) => p.accountId))
  const events = state.ctx.events.filter((e) => e.accountId !== null && accounts.has(e.accountId))
  return [state.ctx.shabbat, ...events].slice(0, MAX_DATE_OPTIONS)
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
      .map(fullName),
  )
}

const personMenuShown = (state: CallState) => state.ctx.persons.length > 1
const dateMenuShown = (state: CallState) => dateChoices(state).length > 1

/** The question of the current step, and the keys that answer it. */
function menu(state: CallState): { lines: string[]; options: string[] } {
  switch (state.step) {
    case 'person': {
      const shown = state.ctx.persons.slice(0, MAX_PERSON_OPTIONS)
      return {
        lines: [
          ...shown.map((p, i) => `לדיווח עבור ${fullName(p)} הקישו ${i + 1}`),
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
        personMenuShown(state) || dateMenuShown(state) ? 'לחזרה לתפריט הקודם הקישו 2' : 'לביטול הקישו 2'
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

/** The first words of a call: the caller is unknown (no persons), one person, or several. */
export function startCall(ctx: CallContext): Transition {
  if (ctx.persons.length === 0) return end(null, texts.unknownCaller)
  const state: CallState = { step: 'person', ctx, personIds: [], choice: null, turn: 0, misses: 0 }
  const only = ctx.persons.length === 1 ? ctx.persons[0] : undefined
  if (only) return toDates({ ...state, personIds: [only.id] }, [`שלום ${fullName(only)}`])
  return askNext(state, ['שלום'])
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
    case 'person': {
      const shown = state.ctx.persons.slice(0, MAX_PERSON_OPTIONS)
      const personIds =
        key === ALL_KEY ? state.ctx.persons.map((p) => p.id) : [shown[Number(key) - 1]?.id ?? 0]
      return toDates({ ...state, personIds, misses: 0 })
    }
    case 'date':
      return toChoice(state, dateChoices(state)[Number(key) - 1] as DateChoice)
    case 'confirm': {
      const choice = state.choice as DateChoice
      if (key === '1') {
        const lines = [texts.reported, ...(choice.reverse ? [] : [texts.seatFree]), texts.goodbye]
        return end(state, lines, {
          kind: 'report',
          reports: missingRefs(state, choice),
          reverse: choice.reverse,
        })
      }
      if (dateMenuShown(state)) return askNext({ ...state, step: 'date', choice: null, misses: 0 })
      if (personMenuShown(state))
        return askNext({ ...state, step: 'person', personIds: [], choice: null, misses: 0 })
      return end(state, [texts.notReported, texts.goodbye])
    }
    case 'existing': {
      const choice = state.choice as DateChoice
      if (key === '1')
        return end(state, [texts.cancelled, texts.goodbye], {
          kind: 'cancel',
          reports: refsFor(state, choice),
        })
      return end(state, [texts.kept, texts.goodbye])
    }
  }
}

/** The words that replace a call's ending when its effect could not be carried out. */
export function failedEffect(state: CallState | null): Transition {
  return end(state, texts.failure)
}
