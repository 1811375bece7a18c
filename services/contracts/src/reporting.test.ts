import { describe, expect, it } from 'vitest'
import {
  dateReportsSchema,
  ivrJsonReplySchema,
  ivrJsonRequestSchema,
  reportApiInputSchema,
  reportInputSchema,
  torahScheduleQuerySchema,
} from './reporting'

describe('report inputs', () => {
  it('default to a plain Shabbat reported from the web', () => {
    expect(reportInputSchema.parse({ personId: 3, date: '2026-11-21' })).toEqual({
      personId: 3,
      date: '2026-11-21',
      eventId: null,
      source: 'web',
    })
    expect(reportApiInputSchema.parse({ personId: 3, date: '2026-11-21', source: 'warden' }).source).toBe(
      'warden',
    )
  })
  it("refuse 'phone' from a browser, bad dates and ids", () => {
    expect(reportApiInputSchema.safeParse({ personId: 3, date: '2026-11-21', source: 'phone' }).success).toBe(
      false,
    )
    expect(reportInputSchema.safeParse({ personId: 3, date: '2026-11-21', source: 'phone' }).success).toBe(
      true,
    )
    expect(reportApiInputSchema.safeParse({ personId: 0, date: '2026-11-21' }).success).toBe(false)
    expect(reportApiInputSchema.safeParse({ personId: 3, date: '21/11/2026' }).success).toBe(false)
    expect(reportApiInputSchema.safeParse({ personId: 3, date: '2026-02-30' }).success).toBe(false)
  })
})

describe('Torah schedule query', () => {
  it('is Israel unless il=false', () => {
    expect(torahScheduleQuerySchema.parse({})).toEqual({ il: true })
    expect(torahScheduleQuerySchema.parse({ il: 'false' })).toEqual({ il: false })
    expect(torahScheduleQuerySchema.safeParse({ il: 'no' }).success).toBe(false)
  })
})

describe('date reports', () => {
  it('carry the resolved date option and its reports', () => {
    const body = {
      date: '2026-11-21',
      eventId: null,
      name: 'פרשת ויצא',
      hebrewDate: 'י״א כסלו תשפ״ז',
      kind: 'shabbat',
      reverse: false,
      reports: [
        {
          id: 1,
          personId: 2,
          date: '2026-11-21',
          eventId: null,
          source: 'phone',
          createdAt: '2026-11-17T10:00:00.000Z',
        },
      ],
    }
    expect(dateReportsSchema.parse(body)).toEqual(body)
  })
})

describe('IVR JSON adapter', () => {
  it('takes digits only and a hang-up flag', () => {
    expect(ivrJsonRequestSchema.parse({ callId: 'c1', phone: '0501234567', digits: '1' })).toEqual({
      callId: 'c1',
      phone: '0501234567',
      digits: '1',
      hangup: false,
    })
    expect(ivrJsonRequestSchema.safeParse({ callId: 'c1', phone: '0501234567', digits: '1a' }).success).toBe(
      false,
    )
    expect(ivrJsonRequestSchema.safeParse({ callId: '', phone: '0501234567' }).success).toBe(false)
  })
  it('answers what to say and what to ask', () => {
    const reply = { say: ['שלום'], ask: { var: 'val_1', maxDigits: 1, options: ['1', '2'] }, hangup: false }
    expect(ivrJsonReplySchema.parse(reply)).toEqual(reply)
  })
})
