import { describe, expect, it } from 'vitest'
import { DEMO_PHONE_PREFIX } from '../persons'
import {
  HALL_COLS,
  HALL_ROWS,
  demoHouseholds,
  demoSeatPrice,
  isHallSeat,
  lastYearAnswers,
  lastYearPayments,
  seatsByAssignment,
  seededRandom,
  thisYearAnswers,
  weeklySeating,
  type DemoHousehold,
  type DemoSeat,
} from './season-congregation'

const congregation = () => {
  const next = seededRandom(5788)
  const households = demoHouseholds(next)
  const weekly = weeklySeating(households, next)
  const last = seatsByAssignment(lastYearAnswers(households, next))
  const answers = thisYearAnswers(households, new Set(last.map((s) => s.household)), next)
  return { households, weekly, last, answers }
}

const genderAt = (households: DemoHousehold[], s: DemoSeat) =>
  households[s.household]!.members[s.member]!.gender

describe("the season demo's congregation", () => {
  it('is the same on every call', () => {
    expect(congregation()).toEqual(congregation())
  })

  it('has a 1,200-seat hall, 744 seats before the cross aisle and 456 behind it', () => {
    const seats = { front: 0, back: 0 }
    for (let row = 1; row <= HALL_ROWS; row++)
      for (let col = 1; col <= HALL_COLS; col++)
        if (isHallSeat(row, col)) seats[row < 22 ? 'front' : 'back']++
    expect(seats).toEqual({ front: 744, back: 456 })
  })

  it('has 400 households of one to six, each on a phone of its own in the demo block', () => {
    const { households } = congregation()
    expect(households).toHaveLength(400)
    expect(households.reduce((n, h) => n + h.members.length, 0)).toBe(1008)
    const phones = households.map((h) => h.members[0]!.phone)
    expect(new Set(phones).size).toBe(400)
    for (const h of households) {
      expect(new Set(h.members.map((m) => m.phone)).size).toBe(1)
      expect(h.members[0]!.phone.startsWith(DEMO_PHONE_PREFIX)).toBe(true)
      expect(new Set(h.members.map((m) => m.firstName)).size).toBe(h.members.length)
      expect(h.phone === '' ? h.email : h.phone).not.toBe('')
    }
    expect(new Set(households.map((h) => h.name)).size).toBe(400)
  })

  it('seats men on the weekly map and everyone in their own section last year, never two on a seat', () => {
    const { households, weekly, last } = congregation()
    for (const seats of [weekly, last])
      expect(new Set(seats.map((s) => `${s.row}:${s.col}`)).size).toBe(seats.length)
    expect(weekly.every((s) => genderAt(households, s) === 'male' && s.row < 22)).toBe(true)
    expect(last.every((s) => (genderAt(households, s) === 'male') === s.row < 22)).toBe(true)
    expect(last.every((s) => isHallSeat(s.row, s.col))).toBe(true)
  })

  it("asks for last year's seats only for households that had them", () => {
    const { last, answers } = congregation()
    const sat = new Set(last.map((s) => s.household))
    expect(answers).toHaveLength(320)
    expect(answers.filter((a) => a.sameAsLast).every((a) => sat.has(a.household))).toBe(true)
  })

  it("prices the first row before the ark on its own, and last year's payments leave a fifth owing", () => {
    expect([demoSeatPrice(2, 18), demoSeatPrice(2, 17), demoSeatPrice(5, 30), demoSeatPrice(30, 5)]).toEqual([
      900_00, 450_00, 450_00, 350_00,
    ])
    const { last } = congregation()
    const dues = new Map<number, number>()
    for (const seat of last)
      dues.set(seat.household, (dues.get(seat.household) ?? 0) + demoSeatPrice(seat.row, seat.col))
    const payments = lastYearPayments(last)
    const paid = new Map(payments.map((p) => [p.household, p.agorot]))
    const full = [...dues].filter(([h, owed]) => paid.get(h) === owed).length
    const part = [...dues].filter(([h, owed]) => (paid.get(h) ?? 0) > 0 && paid.get(h)! < owed).length
    const none = [...dues].filter(([h]) => !paid.has(h)).length
    expect(full / dues.size).toBeGreaterThan(0.7)
    expect(part).toBeGreaterThan(10)
    expect(none).toBeGreaterThan(10)
    expect(payments.every((p) => p.agorot % 100 === 0)).toBe(true)
  })
})
