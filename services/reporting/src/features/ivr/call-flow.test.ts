import { describe, expect, it } from 'vitest'
import {
  answer,
  repeat,
  startCall,
  synagogueTitle,
  texts,
  type CallContext,
  type CallState,
  type DateChoice,
  type Transition,
} from './call-flow'

const shabbat: DateChoice = {
  date: '2026-11-28',
  eventId: null,
  accountId: null,
  name: 'שבת פרשת וישלח',
  reverse: false,
}
const moshe = { id: 11, accountId: 1, firstName: 'משה', lastName: 'כהן' }
const sarah = { id: 12, accountId: 1, firstName: 'שרה', lastName: 'כהן' }
const david = { id: 21, accountId: 2, firstName: 'דוד', lastName: 'כהן' }
const chanukah: DateChoice = {
  date: '2026-12-05',
  eventId: 7,
  accountId: 1,
  name: 'שבת חנוכה',
  reverse: false,
}
const dinner: DateChoice = {
  date: '2026-12-10',
  eventId: 8,
  accountId: 1,
  name: 'סעודת חברה קדישא',
  reverse: true,
}
const otherShul: DateChoice = { date: '2026-12-06', eventId: 9, accountId: 2, name: 'כינוס', reverse: false }

const names: Record<number, string> = { 1: 'אהל משה', 2: 'בית הכנסת הגדול' }
const ctx = (over: Partial<CallContext> = {}): CallContext => {
  const persons = over.persons ?? [moshe]
  const synagogues = [...new Set(persons.map((p) => p.accountId))].map((accountId) => ({
    accountId,
    name: names[accountId] ?? '',
  }))
  return { synagogues, persons, shabbat, events: [], reported: [], ...over }
}
const welcome1 = 'הגעתם לקו הדיווחים של בית הכנסת אהל משה'

/** Runs a call: the start, then each key in turn; answers every transition. */
function call(context: CallContext, keys: string[]): Transition[] {
  const out: Transition[] = [startCall(context)]
  for (const key of keys) {
    const state = out[out.length - 1]?.state as CallState
    out.push(answer(state, key))
  }
  return out
}
const last = <T>(xs: T[]) => xs[xs.length - 1] as T

describe('call flow', () => {
  it('says goodbye politely to an unknown number, and keeps nothing', () => {
    const t = startCall(ctx({ persons: [] }))
    expect(t).toEqual({ state: null, prompt: { say: texts.unknownCaller, hangup: true } })
  })

  it('one person, only the Shabbat: greet, confirm, report', () => {
    const [start, done] = call(ctx(), ['1']) as [Transition, Transition]
    expect(start.prompt).toEqual({
      say: [
        'שלום משה כהן',
        welcome1,
        'לאישור דיווח היעדרות עבור משה כהן לשבת פרשת וישלח הקישו 1',
        'לביטול הקישו 2',
      ],
      ask: { var: 'val_1', maxDigits: 1, options: ['1', '2'] },
      hangup: false,
    })
    expect(done.effect).toEqual({
      kind: 'report',
      reverse: false,
      reports: [{ accountId: 1, personId: 11, date: '2026-11-28', eventId: null }],
    })
    expect(done.prompt).toEqual({ say: [texts.reported, texts.seatFree, texts.goodbye], hangup: true })
    // The provider asking again after the end hears the same ending, with no second effect.
    const again = answer(done.state as CallState, '1')
    expect(again.prompt).toEqual(done.prompt)
    expect(again.effect).toBeUndefined()
  })

  it('one person declining ends the call without a report', () => {
    const done = last(call(ctx(), ['2']))
    expect(done.effect).toBeUndefined()
    expect(done.prompt.say).toEqual([texts.notReported, texts.goodbye])
  })

  it('offers the Shabbat and the upcoming events; 2 goes back; each question has a fresh variable', () => {
    const steps = call(ctx({ events: [chanukah, dinner] }), ['2', '2', '1', '1'])
    const [start, confirmEvent, backToDates, confirmShabbat, done] = steps as [
      Transition,
      Transition,
      Transition,
      Transition,
      Transition,
    ]
    expect(start.prompt.say).toEqual([
      'שלום משה כהן',
      welcome1,
      'לדיווח היעדרות לשבת פרשת וישלח הקישו 1',
      'לדיווח היעדרות לשבת חנוכה הקישו 2',
      'לדיווח הגעה לסעודת חברה קדישא הקישו 3',
    ])
    expect(start.prompt.ask).toEqual({ var: 'val_1', maxDigits: 1, options: ['1', '2', '3'] })
    expect(confirmEvent.prompt.say).toEqual([
      'לאישור דיווח היעדרות עבור משה כהן לשבת חנוכה הקישו 1',
      'לחזרה לתפריט הקודם הקישו 2',
    ])
    expect(confirmEvent.prompt.ask?.var).toBe('val_2')
    expect(backToDates.prompt.ask).toEqual({ var: 'val_3', maxDigits: 1, options: ['1', '2', '3'] })
    expect(confirmShabbat.prompt.ask?.var).toBe('val_4')
    expect(done.effect).toEqual({
      kind: 'report',
      reverse: false,
      reports: [{ accountId: 1, personId: 11, date: '2026-11-28', eventId: null }],
    })
  })

  it('a reverse event reports coming, and does not promise a free seat', () => {
    const done = last(call(ctx({ events: [dinner] }), ['2', '1']))
    expect(done.effect).toEqual({
      kind: 'report',
      reverse: true,
      reports: [{ accountId: 1, personId: 11, date: '2026-12-10', eventId: 8 }],
    })
    expect(done.prompt.say).toEqual([texts.reported, texts.goodbye])
  })

  it('several persons on one phone: choose one', () => {
    const steps = call(ctx({ persons: [moshe, sarah] }), ['2', '1'])
    expect(steps[0]?.prompt.say).toEqual([
      'שלום',
      welcome1,
      'לדיווח עבור משה כהן הקישו 1',
      'לדיווח עבור שרה כהן הקישו 2',
      'לדיווח עבור כולם הקישו 9',
    ])
    expect(steps[0]?.prompt.ask?.options).toEqual(['1', '2', '9'])
    expect(steps[1]?.prompt.say[0]).toBe('לאישור דיווח היעדרות עבור שרה כהן לשבת פרשת וישלח הקישו 1')
    expect(steps[1]?.prompt.say[1]).toBe('לחזרה לתפריט הקודם הקישו 2')
    expect(last(steps).effect).toEqual({
      kind: 'report',
      reverse: false,
      reports: [{ accountId: 1, personId: 12, date: '2026-11-28', eventId: null }],
    })
  })

  it('several persons: all of them at once', () => {
    const done = last(call(ctx({ persons: [moshe, sarah] }), ['9', '1']))
    expect(done.effect?.reports.map((r) => r.personId)).toEqual([11, 12])
  })

  it('a number in several synagogues: asks which first, names it, and offers only its persons and events', () => {
    const events = [chanukah, otherShul]
    const [start, davids] = call(ctx({ persons: [moshe, david], events }), ['2'])
    expect(start?.prompt.say).toEqual([
      'שלום',
      texts.severalSynagogues,
      'לבית הכנסת אהל משה הקישו 1',
      'לבית הכנסת הגדול הקישו 2',
    ])
    expect(start?.prompt.ask?.options).toEqual(['1', '2'])
    expect(davids?.prompt.say).toEqual([
      'שלום דוד כהן',
      'הגעתם לקו הדיווחים של בית הכנסת הגדול',
      'לדיווח היעדרות לשבת פרשת וישלח הקישו 1',
      'לדיווח היעדרות לכינוס הקישו 2',
    ])
    const moshes = call(ctx({ persons: [moshe, david], events }), ['1'])[1]
    expect(moshes?.prompt.say.join(' ')).not.toContain('כינוס')
    expect(moshes?.prompt.say.join(' ')).not.toContain('דוד')
  })

  it('"all" covers one synagogue\'s persons only, and going back returns to the synagogues', () => {
    const persons = [moshe, sarah, david]
    const done = last(call(ctx({ persons }), ['1', '9', '1']))
    expect(done.effect?.reports).toEqual([
      { accountId: 1, personId: 11, date: '2026-11-28', eventId: null },
      { accountId: 1, personId: 12, date: '2026-11-28', eventId: null },
    ])
    const steps = call(ctx({ persons }), ['2', '2'])
    expect(steps[1]?.prompt.say).toContain('לחזרה לתפריט הקודם הקישו 2')
    expect(last(steps).prompt.say).toEqual(['לבית הכנסת אהל משה הקישו 1', 'לבית הכנסת הגדול הקישו 2'])
    expect(last(steps).state?.accountId).toBeNull()
  })

  it('names a synagogue as its warden wrote it, adding "בית הכנסת" only when missing', () => {
    expect(synagogueTitle('אהל משה')).toBe('בית הכנסת אהל משה')
    expect(synagogueTitle('בית כנסת לבדיקה')).toBe('בית כנסת לבדיקה')
    expect(synagogueTitle(' בית הכנסת הגדול ')).toBe('בית הכנסת הגדול')
    expect(synagogueTitle('')).toBe('בית הכנסת')
  })

  it("speaks a synagogue's distinguishing detail in the menu and in its greeting", () => {
    const synagogues = [
      { accountId: 1, name: 'אהל משה', detail: 'בירושלים' },
      { accountId: 2, name: 'אוהל משה', detail: 'בחיפה' },
    ]
    const [menu, inside] = call(ctx({ persons: [moshe, david], synagogues }), ['2'])
    expect(menu?.prompt.say.slice(2)).toEqual([
      'לבית הכנסת אהל משה בירושלים הקישו 1',
      'לבית הכנסת אוהל משה בחיפה הקישו 2',
    ])
    expect(inside?.prompt.say.slice(0, 2)).toEqual([
      'שלום דוד כהן',
      'הגעתם לקו הדיווחים של בית הכנסת אוהל משה בחיפה',
    ])
  })

  it('offers eight persons of a synagogue, and "all" covers those read out', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      id: 100 + i,
      accountId: 1,
      firstName: `פלוני${i}`,
      lastName: 'אלמוני',
    }))
    const steps = call(ctx({ persons: many }), ['9', '1'])
    expect(steps[0]?.prompt.ask?.options).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'])
    expect(steps[0]?.prompt.say.join(' ')).not.toContain('פלוני8')
    expect(last(steps).effect?.reports.map((r) => r.personId)).toEqual([
      100, 101, 102, 103, 104, 105, 106, 107,
    ])
  })

  it('a wrong key repeats the question; three in a row end the call', () => {
    const steps = call(ctx({ events: [chanukah] }), ['7', '', '*'])
    expect(steps[1]?.prompt.say[0]).toBe(texts.wrongKey)
    expect(steps[1]?.prompt.ask?.var).toBe('val_2')
    expect(steps[2]?.prompt.ask?.var).toBe('val_3')
    expect(last(steps).prompt).toEqual({ say: texts.tooManyMisses, hangup: true })
    expect(last(steps).effect).toBeUndefined()
  })

  it('a right key after wrong ones starts the count again', () => {
    const steps = call(ctx({ events: [chanukah] }), ['7', '7', '1', '5', '5', '1'])
    expect(last(steps).effect?.kind).toBe('report')
  })

  it('repeats the waiting question under the same variable', () => {
    const start = startCall(ctx({ events: [chanukah] }))
    // The greeting is said once; the menu and its variable come again.
    expect(repeat(start.state as CallState)).toEqual({
      say: start.prompt.say.slice(2),
      ask: start.prompt.ask,
      hangup: false,
    })
  })

  it('a report that exists: offers to cancel it, or to keep it', () => {
    const reported = [{ accountId: 1, personId: 11, date: '2026-11-28', eventId: null }]
    const [start, cancel] = call(ctx({ reported }), ['1']) as [Transition, Transition]
    expect(start.prompt.say).toEqual([
      'שלום משה כהן',
      welcome1,
      'כבר קיים דיווח היעדרות עבור משה כהן לשבת פרשת וישלח',
      'לביטול הדיווח הקישו 1',
      'להשארת הדיווח הקישו 2',
    ])
    expect(cancel.effect).toEqual({ kind: 'cancel', reports: reported })
    expect(cancel.prompt.say).toEqual([texts.cancelled, texts.goodbye])
    const keep = last(call(ctx({ reported }), ['2']))
    expect(keep.effect).toBeUndefined()
    expect(keep.prompt.say).toEqual([texts.kept, texts.goodbye])
  })

  it('some of the chosen already reported: confirms the others only', () => {
    const reported = [{ accountId: 1, personId: 11, date: '2026-11-28', eventId: null }]
    const steps = call(ctx({ persons: [moshe, sarah], reported }), ['9', '1'])
    expect(steps[1]?.prompt.say[0]).toBe('לאישור דיווח היעדרות עבור שרה כהן לשבת פרשת וישלח הקישו 1')
    expect(last(steps).effect?.reports.map((r) => r.personId)).toEqual([12])
  })
})
