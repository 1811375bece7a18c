import { describe, expect, it } from 'vitest'
import { candleLighting } from '../reminders'
import { mailWindow, nextWindow, openWindow } from './mail-window'

const lit = (ymd: string) => candleLighting(ymd, 'Jerusalem') as Date
const minutes = (n: number) => n * 60_000

describe("the guest map's mailing window", () => {
  it('opens on Friday at the set time before candle-lighting and closes when the candles are lit', () => {
    const friday = '2026-11-27'
    const w = mailWindow(friday, 'Jerusalem', 120)
    expect(w).toMatchObject({ eve: friday, date: '2026-11-28', candleLighting: lit(friday) })
    expect(w?.sendsAt.getTime()).toBe(lit(friday).getTime() - minutes(120))
    expect(openWindow(new Date(lit(friday).getTime() - minutes(121)), 'Jerusalem', 120)).toBeNull()
    expect(openWindow(new Date(lit(friday).getTime() - minutes(119)), 'Jerusalem', 120)?.date).toBe(
      '2026-11-28',
    )
    expect(openWindow(lit(friday), 'Jerusalem', 120)).toBeNull()
  })

  it('is no eve on a weekday, on Shabbat, or on a festival that falls on Friday', () => {
    expect(mailWindow('2026-11-25', 'Jerusalem', 120)).toBeNull()
    expect(mailWindow('2026-11-28', 'Jerusalem', 120)).toBeNull()
    // Shavuot 5787 falls on Friday 11 June 2027 in Israel: its eve is Thursday, and Friday sends nothing.
    expect(mailWindow('2027-06-10', 'Jerusalem', 120)?.date).toBe('2027-06-11')
    expect(mailWindow('2027-06-11', 'Jerusalem', 120)).toBeNull()
  })

  it("names a festival's eve on a weekday: Erev Pesach 2027 is a Wednesday", () => {
    expect(mailWindow('2027-04-21', 'Jerusalem', 60)?.date).toBe('2027-04-22')
  })

  it("the next mailing is today's until candle-lighting, then the next eve's", () => {
    const friday = '2026-11-27'
    expect(nextWindow(new Date(lit(friday).getTime() - minutes(1)), 'Jerusalem', 120)?.eve).toBe(friday)
    expect(nextWindow(lit(friday), 'Jerusalem', 120)?.eve).toBe('2026-12-04')
    // Haifa lights ten minutes later than Jerusalem's forty.
    expect(lit(friday).getTime()).toBeLessThan((candleLighting(friday, 'Haifa') as Date).getTime())
  })
})
