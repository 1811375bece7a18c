// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stateFromMap } from '../map-editor'
import { hallMap } from './hall.fixture'
import { PartyDialog } from './PartyDialog'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const person = (id: number) => ({ id, phone: '0501111111' })
// Two rows of five, all held; row ב's worshippers 6-10 are away on the date.
const state = stateFromMap(
  hallMap({
    rows: 2,
    cols: 5,
    elements: [],
    cells: [1, 2].flatMap((row) =>
      [1, 2, 3, 4, 5].map((col) => ({
        row,
        col,
        kind: 'seat' as const,
        people: [person((row - 1) * 5 + col)],
      })),
    ),
  }),
)
const date = {
  date: '2026-12-05',
  eventId: null,
  name: 'שבת פרשת ויצא',
  reported: new Set([7, 8, 9, 10]),
  reverse: false,
}

function lendAnswers() {
  const bodies: Record<string, unknown>[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>
      bodies.push(body)
      return new Response(JSON.stringify({ ...body, id: bodies.length }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return bodies
}

describe('seating a party on a date', () => {
  it('proposes the free seats together and lends each of them to the party', async () => {
    const bodies = lendAnswers()
    const onClose = vi.fn()
    render(<PartyDialog mapId={7} state={() => state} date={date} guests={[]} onClose={onClose} />)
    fireEvent.change(screen.getByLabelText('שם הקבוצה'), { target: { value: 'אורחי משפחת כהן' } })
    fireEvent.change(screen.getByLabelText('כמה מקומות'), { target: { value: '4' } })
    fireEvent.click(screen.getByRole('button', { name: 'חיפוש מקומות' }))
    expect((await screen.findByTestId('party-proposal')).textContent).toBe(
      'נמצאו 4 מקומות יחד: שורה ב, מושבים 2–5.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'הושבת הקבוצה' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(bodies.map((b) => [b.row, b.col, b.name, b.date])).toEqual(
      [2, 3, 4, 5].map((col) => [2, col, 'אורחי משפחת כהן', '2026-12-05']),
    )
  })

  it('says when the map has no room for the party, and names the missing field first', async () => {
    const bodies = lendAnswers()
    render(<PartyDialog mapId={7} state={() => state} date={date} guests={[]} onClose={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: 'חיפוש מקומות' }))
    expect(await screen.findByText('שדה חובה')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('שם הקבוצה'), { target: { value: 'חתן' } })
    fireEvent.change(screen.getByLabelText('כמה מקומות'), { target: { value: '9' } })
    fireEvent.click(screen.getByRole('button', { name: 'חיפוש מקומות' }))
    expect((await screen.findByTestId('party-proposal')).textContent).toContain(
      'אין במפה הזו 9 מקומות פנויים',
    )
    expect(screen.queryByRole('button', { name: 'הושבת הקבוצה' })).toBeNull()
    expect(bodies).toHaveLength(0)
  })
})
