import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DateReports, IvrJsonReply, Person, Report, SeatEvent } from '@seats/contracts'
import {
  send,
  startReporting,
  COMING_SHABBAT,
  reminderSettingInput,
  TEST_NOW,
  type ReportingTestEnv,
  type TestAccount,
} from '../../testing/reporting-harness'
import { texts } from './call-flow'

let env: ReportingTestEnv
let a: TestAccount
let b: TestAccount
let moshe: Person
let chanukah: SeatEvent

const RATE_LIMIT = 60

beforeAll(async () => {
  env = await startReporting({ ivrPhoneMaxRequests: RATE_LIMIT })
  env.setNow(TEST_NOW)
  a = await env.registerAccount()
  b = await env.registerAccount()
  await env.nameSynagogue(a.id, 'אהל משה')
  await env.nameSynagogue(b.id, 'בית הכנסת הגדול')
  moshe = await a.addPerson('משה', 'כהן', '0501111111')
  chanukah = await a.addEvent('שבת חנוכה', '2026-12-05')
  await b.addEvent('כינוס חשאי', '2026-12-06')
  await b.addPerson('זר', 'מוחלט', '0509999999')
})
afterAll(() => env?.close())

let callNo = 0
const newCallId = () => `call-${Date.now()}-${++callNo}`

/** One Yemot call: every turn sends the fixed parameters plus every answer so far, as the provider does. */
function yemotCall(phone: string, opts: { post?: boolean; secret?: string } = {}) {
  const callId = newCallId()
  const answers: Array<[string, string]> = []
  const fixed: Array<[string, string]> = [
    ['ApiPhone', phone],
    ['ApiCallId', callId],
    ['ApiDID', '0733334444'],
    ['ApiRealDID', '0733334444'],
    ['ApiExtension', '1'],
    ['ApiTime', String(Math.floor(Date.now() / 1000))],
  ]
  const path = `/api/ivr/yemot/${opts.secret ?? env.ivrSecret}`
  async function request(extra: Array<[string, string]> = []) {
    const params = new URLSearchParams([...fixed, ...answers, ...extra])
    const res = opts.post
      ? await fetch(env.base + path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: params.toString(),
        })
      : await fetch(`${env.base}${path}?${params}`)
    return { status: res.status, text: await res.text(), type: res.headers.get('content-type') }
  }
  return {
    callId,
    request,
    /** Presses a key for the question the last reply asked (its read=...=val_N). */
    async press(key: string, lastReply: string) {
      const name = /=(val_\d+),/.exec(lastReply)?.[1]
      if (!name) throw new Error(`the last reply asked nothing: ${lastReply}`)
      answers.push([name, key])
      return request()
    },
    hangup: () => request([['hangup', 'yes']]),
  }
}

/** One call through the JSON adapter. */
function jsonCall(phone: string) {
  const callId = newCallId()
  return {
    callId,
    turn: (body: Record<string, unknown> = {}, secret = env.ivrSecret) =>
      send<IvrJsonReply>(env.base, null, 'POST', `/api/ivr/json/${secret}`, { callId, phone, ...body }),
  }
}

const reportsOf = async (acc: TestAccount, date = COMING_SHABBAT, eventId?: number) =>
  (await acc.call<DateReports>('GET', `/api/reports/date/${date}${eventId ? `?eventId=${eventId}` : ''}`))
    .body.reports

describe('the shared secret', () => {
  it('answers 404 to a wrong one on both adapters, before looking at anything else', async () => {
    const yemot = await yemotCall('0501111111', { secret: 'wrong-secret-000000' }).request()
    expect(yemot.status).toBe(404)
    expect((await jsonCall('0501111111').turn({}, 'wrong')).status).toBe(404)
    expect(
      (await send(env.base, null, 'POST', `/api/ivr/json/${env.ivrSecret}x`, { nonsense: true })).status,
    ).toBe(404)
  })
})

describe('Yemot HaMashiach calls', () => {
  it('one worshipper: greeting, the Shabbat and the events, confirm, the report is made and pushed live', async () => {
    const warden = await env.connect(a.token)
    const call = yemotCall('050-111-1111')
    const menu = await call.request()
    expect(menu.status).toBe(200)
    expect(menu.type).toContain('text/plain')
    expect(menu.text).toBe(
      'read=t-שלום משה כהן.t-הגעתם לקו הדיווחים של בית הכנסת אהל משה.t-לדיווח היעדרות לשבת פרשת ויצא הקישו 1.t-לדיווח היעדרות לשבת חנוכה הקישו 2=val_1,no,1,1,7,No,yes,no,,1.2,',
    )
    // Nothing of another synagogue: neither its events nor its people.
    expect(menu.text).not.toContain('כינוס')
    expect(menu.text).not.toContain('זר')
    const confirm = await call.press('1', menu.text)
    expect(confirm.text).toBe(
      'read=t-לאישור דיווח היעדרות עבור משה כהן לשבת פרשת ויצא הקישו 1.t-לחזרה לתפריט הקודם הקישו 2=val_2,no,1,1,7,No,yes,no,,1.2,',
    )
    const pushed = new Promise<Report & { personName: string }>((resolve) =>
      warden.once('createReport', resolve),
    )
    const done = await call.press('1', confirm.text)
    expect(done.text).toBe(
      'id_list_message=t-הדיווח נרשם בהצלחה.t-המקום יוצג כפנוי לאורחים.t-תודה ולהתראות&go_to_folder=hangup',
    )
    const live = await pushed
    expect(live).toMatchObject({
      personId: moshe.id,
      date: COMING_SHABBAT,
      eventId: null,
      source: 'phone',
      personName: 'משה כהן',
      dateName: 'שבת פרשת ויצא',
    })
    expect(await reportsOf(a)).toEqual([expect.objectContaining({ id: live.id, source: 'phone' })])
    // The provider repeating the last request hears the same ending; nothing is reported twice.
    expect((await call.request()).text).toBe(done.text)
    expect(await reportsOf(a)).toHaveLength(1)
    expect((await call.hangup()).text).toBe('go_to_folder=hangup')
  })

  it('a second call the same day hears that the report exists, and may cancel it', async () => {
    const warden = await env.connect(a.token)
    const call = yemotCall('0501111111', { post: true })
    const menu = await call.press('1', (await call.request()).text)
    expect(menu.text).toBe(
      'read=t-כבר קיים דיווח היעדרות עבור משה כהן לשבת פרשת ויצא.t-לביטול הדיווח הקישו 1.t-להשארת הדיווח הקישו 2=val_2,no,1,1,7,No,yes,no,,1.2,',
    )
    const [before] = await reportsOf(a)
    const pushed = new Promise<number>((resolve) => warden.once('deleteReport', resolve))
    const done = await call.press('1', menu.text)
    expect(done.text).toBe('id_list_message=t-הדיווח בוטל.t-תודה ולהתראות&go_to_folder=hangup')
    expect(await pushed).toBe(before?.id)
    expect(await reportsOf(a)).toEqual([])
  })

  it('takes the last value of a repeated key, and repeats the question when a request carries no new answer', async () => {
    const call = yemotCall('0501111111')
    const menu = await call.request()
    // A replay of the first request (no val_1): the same question under the same name, no greeting.
    const replay = await call.request()
    expect(replay.text).toBe(
      menu.text.replace('t-שלום משה כהן.t-הגעתם לקו הדיווחים של בית הכנסת אהל משה.', ''),
    )
    // val_1 sent twice: 1 then 2; the last wins (the event).
    const confirm = await call.request([
      ['val_1', '1'],
      ['val_1', '2'],
    ])
    expect(confirm.text).toContain('לאישור דיווח היעדרות עבור משה כהן לשבת חנוכה הקישו 1')
  })

  it('wrong keys repeat the menu, three in a row end the call, nothing is reported', async () => {
    const call = yemotCall('0501111111')
    let reply = (await call.request()).text
    reply = (await call.press('7', reply)).text
    expect(reply.startsWith('read=t-הקשה שגויה.t-לדיווח היעדרות לשבת פרשת ויצא הקישו 1')).toBe(true)
    expect(reply).toContain('=val_2,')
    reply = (await call.press('', reply)).text
    expect(reply).toContain('=val_3,')
    reply = (await call.press('#', reply)).text
    expect(reply).toBe(`id_list_message=t-${texts.tooManyMisses.join('.t-')}&go_to_folder=hangup`)
    expect(await reportsOf(a)).toEqual([])
  })

  it('a hang-up forgets the call: the same call id starts over', async () => {
    const call = yemotCall('0501111111')
    const menu = await call.request()
    await call.press('2', menu.text)
    expect((await call.hangup()).text).toBe('go_to_folder=hangup')
    expect((await call.request()).text).toBe(menu.text)
  })

  it('says goodbye politely to an unknown number and to a withheld one', async () => {
    const unknown = await yemotCall('0541234567').request()
    expect(unknown.text).toBe(`id_list_message=t-${texts.unknownCaller.join('.t-')}&go_to_folder=hangup`)
    const hidden = await yemotCall('anonymous').request()
    expect(hidden.text).toBe(`id_list_message=t-${texts.hiddenNumber.join('.t-')}&go_to_folder=hangup`)
  })

  it('answers a request without the provider parameters with an apology and a hang-up', async () => {
    const res = await fetch(`${env.base}/api/ivr/yemot/${env.ivrSecret}?ApiPhone=0501111111&ApiCallId=x`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(`id_list_message=t-${texts.failure.join('.t-')}&go_to_folder=hangup`)
  })
})

describe('one number in several synagogues', () => {
  let sarah: Person
  let yossi: Person
  let david: Person
  beforeAll(async () => {
    sarah = await a.addPerson('שרה', 'לוי', '0521111111')
    yossi = await a.addPerson('יוסף-חיים', "אבו'ח", '0521111111')
    // The same phone in another synagogue.
    david = await b.addPerson('דוד', 'לוי', '0521111111')
  })

  it('asks which synagogue first, names it, and offers only its persons and events', async () => {
    const call = yemotCall('0521111111')
    const menu = await call.request()
    expect(menu.text).toBe(
      'read=t-שלום.t-מספר הטלפון שלכם רשום בכמה בתי כנסת.t-לבית הכנסת אהל משה הקישו 1.t-לבית הכנסת הגדול הקישו 2=val_1,no,1,1,7,No,yes,no,,1.2,',
    )
    const davids = await call.press('2', menu.text)
    expect(davids.text).toBe(
      'read=t-שלום דוד לוי.t-הגעתם לקו הדיווחים של בית הכנסת הגדול.t-לדיווח היעדרות לשבת פרשת ויצא הקישו 1.t-לדיווח היעדרות לכינוס חשאי הקישו 2=val_2,no,1,1,7,No,yes,no,,1.2,',
    )
    const second = yemotCall('0521111111')
    const persons = await second.press('1', (await second.request()).text)
    expect(persons.text).toBe(
      'read=t-הגעתם לקו הדיווחים של בית הכנסת אהל משה.t-לדיווח עבור שרה לוי הקישו 1.t-לדיווח עבור יוסף חיים אבו ח הקישו 2.t-לדיווח עבור כולם הקישו 9=val_2,no,1,1,7,No,yes,no,,1.2.9,',
    )
    const sarahs = await second.press('1', persons.text)
    expect(sarahs.text).toContain('לשבת חנוכה')
    expect(sarahs.text).not.toContain('כינוס')
  })

  it('"report for all" reports the chosen synagogue\'s persons and no one elsewhere', async () => {
    const call = jsonCall('0521111111')
    expect((await call.turn()).body.ask?.options).toEqual(['1', '2'])
    expect((await call.turn({ digits: '1' })).body.ask?.options).toEqual(['1', '2', '9'])
    const dates = await call.turn({ digits: '9' })
    expect(dates.body.say).toEqual([
      'לדיווח היעדרות לשבת פרשת ויצא הקישו 1',
      'לדיווח היעדרות לשבת חנוכה הקישו 2',
    ])
    const confirm = await call.turn({ digits: '1' })
    expect(confirm.body.say[0]).toBe(
      "לאישור דיווח היעדרות עבור שרה לוי ויוסף-חיים אבו'ח לשבת פרשת ויצא הקישו 1",
    )
    const done = await call.turn({ digits: '1' })
    expect(done.body).toEqual({ say: [texts.reported, texts.seatFree, texts.goodbye], hangup: true })
    expect((await reportsOf(a)).map((r) => r.personId).sort()).toEqual([sarah.id, yossi.id].sort())
    // The other synagogue learns nothing and gets nothing.
    expect(await reportsOf(b)).toEqual([])
    // Its own worshipper reports there, in a call of its own.
    const other = jsonCall('0521111111')
    await other.turn()
    await other.turn({ digits: '2' })
    await other.turn({ digits: '1' })
    expect((await other.turn({ digits: '1' })).body.hangup).toBe(true)
    expect((await reportsOf(b)).map((r) => r.personId)).toEqual([david.id])
    expect(await reportsOf(a)).toHaveLength(2)
  })

  it("never reads out a demo guest's person or event on a worshipper's number, nor on someone else's", async () => {
    const guest = await env.registerDemoGuest('0541234567')
    await guest.addPerson('מתחזה', 'זר', '0501111111')
    await guest.addPerson('רק', 'בדמו', '0531111111')
    await guest.addEvent('אירוע מזויף', '2026-12-01')
    const menu = await jsonCall('0501111111').turn()
    expect(menu.body.say.join(' ')).not.toMatch(/מתחזה|מזויף|בכמה בתי כנסת/)
    expect(menu.body.say.slice(0, 2)).toEqual(['שלום משה כהן', 'הגעתם לקו הדיווחים של בית הכנסת אהל משה'])
    expect((await jsonCall('0531111111').turn()).body).toEqual({ say: texts.unknownCaller, hangup: true })
    // A guest account (not a demo) takes no part either.
    const other = await env.registerDemoGuest('0541234568')
    await env.seating.auth.db('users').where({ id: other.id }).update({ is_demo_guest: false })
    await other.addPerson('אורח', 'זר', '0501111111')
    expect((await jsonCall('0501111111').turn()).body.say.join(' ')).not.toContain('אורח')
  })

  it("keeps the demo's promise: the visitor's own number, in no real synagogue, reaches their demo", async () => {
    const guest = await env.registerDemoGuest('0547654321')
    const visitor = await guest.addPerson('המבקר', 'בדמו', '054-765-4321')
    const call = jsonCall('0547654321')
    const menu = await call.turn()
    expect(menu.body.say.slice(0, 2)).toEqual(['שלום המבקר בדמו', 'הגעתם לקו הדיווחים של בית כנסת לבדיקה'])
    await call.turn({ digits: '1' })
    expect((await call.turn({ digits: '1' })).body.say).toContain(texts.reported)
    expect((await reportsOf(guest)).map((r) => r.personId)).toEqual([visitor.id])
    // Once a real synagogue has the number, the demo is out of the call.
    await a.addPerson('מתפלל', 'אמיתי', '0547654321')
    const real = await jsonCall('0547654321').turn()
    expect(real.body.say.slice(0, 2)).toEqual(['שלום מתפלל אמיתי', 'הגעתם לקו הדיווחים של בית הכנסת אהל משה'])
  })
})

describe('the seat, said as the hall labels it', () => {
  it("names the place under the map's numbering when a report is made and when it is cancelled", async () => {
    const hall = await env.registerAccount()
    await env.nameSynagogue(hall.id, 'היכל שלמה')
    const yosef = await hall.addPerson('יוסף', 'מזרחי', '0558888888')
    // An aisle down column 2 and a blocked seat at row 2 column 3: per row, column 4 is seat 2 there;
    // counted by column from the right it is seat 3, as in every other row.
    const cells = [
      { row: 1, col: 2, kind: 'aisle' },
      { row: 2, col: 2, kind: 'aisle' },
      { row: 2, col: 3, kind: 'blocked' },
      { row: 2, col: 4, people: [{ id: yosef.id }] },
    ]
    const made = await hall.seating('POST', '/api/maps', {
      name: 'אולם',
      rows: 2,
      cols: 5,
      cells,
      seatNumbering: 'column-right',
    })
    expect(made.status).toBe(201)
    const report = yemotCall('0558888888')
    const confirm = await report.request()
    const done = await report.press('1', confirm.text)
    expect(done.text).toBe(
      'id_list_message=t-הדיווח נרשם בהצלחה.t-המקום בשורה ב מושב 3 יוצג כפנוי לאורחים.t-תודה ולהתראות&go_to_folder=hangup',
    )
    const cancel = yemotCall('0558888888')
    const existing = await cancel.request()
    expect((await cancel.press('1', existing.text)).text).toBe(
      'id_list_message=t-הדיווח בוטל.t-המקום בשורה ב מושב 3 לא יוצג עוד כפנוי.t-תודה ולהתראות&go_to_folder=hangup',
    )
  })
})

describe('two synagogues of the same name on one number', () => {
  it('speaks a detail beside each name, in the menu and in the greeting', async () => {
    const real = await env.registerAccount()
    const copy = await env.registerAccount()
    expect(
      (await real.call('PUT', '/api/reminders', reminderSettingInput({ city: 'Jerusalem' }))).status,
    ).toBe(200)
    await real.addPerson('רבקה', 'שטרן', '0537777777')
    await copy.addPerson('רבקה', 'שטרן', '0537777777')
    // The copy is made after the phone was added, as one made before this check existed.
    await env.nameSynagogue(real.id, 'אהל יצחק')
    await env.nameSynagogue(copy.id, 'אוהל  יצחק')
    const call = yemotCall('0537777777')
    const menu = await call.request()
    expect(menu.text).toBe(
      'read=t-שלום.t-מספר הטלפון שלכם רשום בכמה בתי כנסת.t-לבית הכנסת אהל יצחק בירושלים הקישו 1.t-לבית הכנסת אוהל יצחק של גבאי בדיקה הקישו 2=val_1,no,1,1,7,No,yes,no,,1.2,',
    )
    const inCopy = await call.press('2', menu.text)
    expect(inCopy.text).toContain('t-הגעתם לקו הדיווחים של בית הכנסת אוהל יצחק של גבאי בדיקה.')
  })
})

/** What the provider can read: a question (read=...) or words and a hang-up; nothing else, never JSON. */
const PROTOCOL_TEXT =
  /^(read=t-[^=&]+(\.t-[^=&]+)*=val_\d+,no,1,1,7,No,yes,no,,\d(\.\d)*,|(id_list_message=t-[^=&]+(\.t-[^=&]+)*&)?go_to_folder=hangup)$/

describe('whatever the provider sends, it hears protocol text', () => {
  const fixed = { ApiCallId: 'bad-input', ApiDID: '0733334444', ApiExtension: '1' }
  const url = () => `${env.base}/api/ivr/yemot/${env.ivrSecret}`
  let n = 0
  const post = (body: string, type: string) =>
    fetch(url(), { method: 'POST', headers: { 'content-type': type }, body })
  const json = (params: unknown) => post(JSON.stringify(params), 'application/json')
  const form = (params: Record<string, string>) =>
    post(new URLSearchParams(params).toString(), 'application/x-www-form-urlencoded')
  const call = () => ({ ...fixed, ApiCallId: `bad-input-${++n}` })

  async function heard(res: Response): Promise<string> {
    const text = await res.text()
    expect(res.status, text).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    expect(text).toMatch(PROTOCOL_TEXT)
    return text
  }
  const ending = (lines: string[]) => `id_list_message=t-${lines.join('.t-')}&go_to_folder=hangup`

  it('values that are not text: numbers, arrays, objects, null', async () => {
    // A number is read as the digits it is; an array as its values, the last one winning.
    expect(await heard(await json({ ...call(), ApiPhone: 501111111 }))).toBe(ending(texts.unknownCaller))
    expect(await heard(await json({ ...call(), ApiPhone: ['0509999990', '0501111111'] }))).toContain(
      'שלום משה כהן',
    )
    expect(await heard(await json({ ...call(), ApiPhone: { number: '0501111111' } }))).toBe(
      ending(texts.hiddenNumber),
    )
    expect(await heard(await json({ ...call(), ApiPhone: null }))).toBe(ending(texts.hiddenNumber))
    expect(await heard(await json({ ...call(), ApiPhone: '0501111111', ApiCallId: 7, val_1: [1] }))).toMatch(
      /^read=/,
    )
    expect(await heard(await json({ ApiPhone: true, ApiCallId: {}, ApiDID: [], ApiExtension: 1.5 }))).toBe(
      ending(texts.failure),
    )
  })

  it('bodies that are not an object of parameters, or not JSON at all', async () => {
    for (const body of ['[1,2]', '"0501111111"', 'null', '{', '', '{"ApiPhone":']) {
      expect(await heard(await post(body, 'application/json'))).toBe(ending(texts.failure))
    }
  })

  it('an empty, withheld or missing caller number, and missing fields', async () => {
    const query = (params: Record<string, string>) => fetch(`${url()}?${new URLSearchParams(params)}`)
    expect(await heard(await query({ ...call(), ApiPhone: '' }))).toBe(ending(texts.hiddenNumber))
    expect(await heard(await query(call()))).toBe(ending(texts.hiddenNumber))
    expect(await heard(await form({ ...call(), ApiPhone: '   ' }))).toBe(ending(texts.hiddenNumber))
    expect(await heard(await query({ ApiPhone: '0501111111' }))).toBe(ending(texts.failure))
    expect(await heard(await fetch(url()))).toBe(ending(texts.failure))
  })

  it('huge values and bodies', async () => {
    expect(await heard(await form({ ...call(), ApiPhone: '5'.repeat(40_000) }))).toBe(
      ending(texts.hiddenNumber),
    )
    expect(
      await heard(await form({ ...call(), ApiPhone: '0501111111', ApiCallId: 'c'.repeat(20_000) })),
    ).toBe(ending(texts.failure))
    const first = call()
    const menu = await heard(await form({ ...first, ApiPhone: '0501111111' }))
    expect(
      await heard(await form({ ...first, ApiPhone: '0501111111', val_1: '1'.repeat(30_000) })),
    ).toContain('הקשה שגויה')
    expect(menu).toMatch(/^read=/)
    expect(await heard(await json({ ...call(), ApiPhone: '0501111111', pad: 'x'.repeat(200_000) }))).toBe(
      ending(texts.failure),
    )
    expect(await heard(await form({ ...call(), ApiPhone: '0501111111', pad: 'x'.repeat(200_000) }))).toBe(
      ending(texts.failure),
    )
  })
})

describe('the JSON adapter', () => {
  it('walks a call with digits, going back once, and reports the event', async () => {
    const call = jsonCall('0501111111')
    const menu = await call.turn()
    expect(menu.status).toBe(200)
    expect(menu.body).toEqual({
      say: [
        'שלום משה כהן',
        'הגעתם לקו הדיווחים של בית הכנסת אהל משה',
        'לדיווח היעדרות לשבת פרשת ויצא הקישו 1',
        'לדיווח היעדרות לשבת חנוכה הקישו 2',
      ],
      ask: { var: 'val_1', maxDigits: 1, options: ['1', '2'] },
      hangup: false,
    })
    expect((await call.turn({ digits: '2' })).body.ask?.var).toBe('val_2')
    expect((await call.turn({ digits: '2' })).body.say).toEqual([
      'לדיווח היעדרות לשבת פרשת ויצא הקישו 1',
      'לדיווח היעדרות לשבת חנוכה הקישו 2',
    ])
    await call.turn({ digits: '2' })
    // A stale answer (for an earlier question) only repeats the current one.
    const stale = await call.turn({ digits: '1', var: 'val_1' })
    expect(stale.body.ask?.var).toBe('val_4')
    const done = await call.turn({ digits: '1', var: 'val_4' })
    expect(done.body).toEqual({ say: [texts.reported, texts.seatFree, texts.goodbye], hangup: true })
    expect((await reportsOf(a, '2026-12-05', chanukah.id)).map((r) => [r.personId, r.source])).toContainEqual(
      [moshe.id, 'phone'],
    )
  })

  it('refuses a malformed turn with 400 naming the field', async () => {
    const res = await send<{ fields: Array<{ field: string }> }>(
      env.base,
      null,
      'POST',
      `/api/ivr/json/${env.ivrSecret}`,
      { callId: 'x', phone: '0501111111', digits: 'abc' },
    )
    expect(res.status).toBe(400)
    expect(res.body.fields.map((f) => f.field)).toEqual(['digits'])
  })

  it('limits the requests of one caller number', async () => {
    const phone = '0507777777'
    const replies: IvrJsonReply[] = []
    for (let i = 0; i <= RATE_LIMIT; i++) replies.push((await jsonCall(phone).turn()).body)
    expect(replies[0]?.say).toEqual(texts.unknownCaller)
    expect(replies[RATE_LIMIT]).toEqual({ say: texts.rateLimited, hangup: true })
    // Another number is not affected.
    expect((await jsonCall('0501111111').turn()).body.hangup).toBe(false)
  })
})
