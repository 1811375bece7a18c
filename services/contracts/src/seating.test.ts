import { describe, expect, it } from 'vitest'
import { householdRowErrorOf } from './households'
import { mapInputSchema, mapUpdateSchema, personsBulkSchema, seatOpsSchema } from './seating'
import { accountRoom, socketIoRedisKey } from './socket'

const paths = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join('.'))

describe('map input', () => {
  it('accepts a map without cells and fills settings on save', () => {
    expect(mapInputSchema.parse({ name: 'אולם', rows: 3, cols: 4 })).toEqual({
      name: 'אולם',
      rows: 3,
      cols: 4,
    })
    const saved = mapUpdateSchema.parse({ name: 'אולם', rows: 3, cols: 4, version: 2, settings: {} })
    expect(saved.settings).toEqual({ printReportedNames: false, il: true })
  })

  it('refuses cells outside the grid, twice-listed cells and people on an aisle', () => {
    const r = mapInputSchema.safeParse({
      name: 'אולם',
      rows: 2,
      cols: 2,
      cells: [
        { row: 3, col: 1 },
        { row: 1, col: 1, kind: 'aisle', people: [{ id: 5 }] },
        { row: 1, col: 1 },
      ],
    })
    expect(r.success).toBe(false)
    expect(paths(r)).toEqual(expect.arrayContaining(['cells.0.row', 'cells.1.people', 'cells.2']))
  })

  it('keeps an accessible seat and refuses the mark on an aisle or a blocked cell, naming the field', () => {
    const ok = mapInputSchema.parse({
      name: 'אולם',
      rows: 1,
      cols: 2,
      cells: [{ row: 1, col: 2, accessible: true }],
    })
    expect(ok.cells).toEqual([{ row: 1, col: 2, kind: 'seat', accessible: true, people: [] }])
    const r = mapUpdateSchema.safeParse({
      name: 'אולם',
      rows: 1,
      cols: 2,
      version: 1,
      cells: [
        { row: 1, col: 1, kind: 'aisle', accessible: true },
        { row: 1, col: 2, kind: 'blocked', accessible: true },
      ],
    })
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cells.0.accessible', 'רק מושב יכול להיות מקום נגיש'],
      ['cells.1.accessible', 'רק מושב יכול להיות מקום נגיש'],
    ])
  })

  it('requires the version on a save', () => {
    expect(paths(mapUpdateSchema.safeParse({ name: 'אולם', rows: 1, cols: 1 }))).toContain('version')
  })
})

describe('seat ops', () => {
  it('knows assign, unassign and move', () => {
    const ok = seatOpsSchema.safeParse({
      version: 1,
      ops: [
        { op: 'assign', personId: 1, to: { row: 1, col: 1 } },
        { op: 'move', personId: 1, from: { row: 1, col: 1 }, to: { row: 1, col: 2 } },
        { op: 'unassign', personId: 1, from: { row: 1, col: 2 } },
      ],
    })
    expect(ok.success).toBe(true)
    expect(
      paths(
        seatOpsSchema.safeParse({ version: 1, ops: [{ op: 'move', personId: 1, to: { row: 1, col: 1 } }] }),
      ),
    ).toContain('ops.0.from')
  })
})

describe('bulk persons', () => {
  it('names the row and the field of a bad row and normalises phones', () => {
    const r = personsBulkSchema.safeParse([
      { firstName: 'משה', lastName: 'כהן', phone: '050-123-4567' },
      { firstName: 'דוד', lastName: 'לוי', phone: '12' },
    ])
    expect(paths(r)).toEqual(['1.phone'])
    expect(
      personsBulkSchema.parse([{ firstName: 'משה', lastName: 'כהן', phone: '+972 50-123-4567' }])[0]?.phone,
    ).toBe('0501234567')
  })

  it("takes a row's family with one space between words, and names a too-long one by row and column", () => {
    const [row] = personsBulkSchema.parse([
      { firstName: 'משה', lastName: 'כהן', phone: '0501234567', household: '  משפחת   כהן ' },
    ])
    expect(row?.household).toBe('משפחת כהן')
    const r = personsBulkSchema.safeParse([
      { firstName: 'משה', lastName: 'כהן', phone: '0501234567', household: 'א'.repeat(101) },
    ])
    expect(r.error?.issues.map(householdRowErrorOf)).toEqual([
      {
        field: '0.household',
        code: 'too_long',
        params: { max: 100, row: 1 },
        message: 'שורה 1, קבוצת משפחה: עד 100 תווים',
      },
    ])
  })
})

describe('realtime names', () => {
  it('names the account room and the namespaced adapter key', () => {
    expect(accountRoom(7)).toBe('account:7')
    expect(socketIoRedisKey('seats')).toBe('seats:socket.io')
  })
})
