// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sampleGuest } from '@seats/contracts/testing'
import type { SeatOnDate } from '../map-editor'
import { GuestPanel } from './GuestPanel'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const date = {
  date: '2026-12-05',
  eventId: null,
  name: 'שבת פרשת ויצא',
  reported: new Set<number>(),
  reverse: false,
}
const seat = (over: Partial<SeatOnDate> = {}): SeatOnDate => ({
  row: 2,
  col: 4,
  seatName: 'שורה ב, מושב 3',
  free: true,
  guest: null,
  freeSeats: () => [
    { row: 1, col: 1, seatName: 'שורה א, מושב 1' },
    { row: 3, col: 2, seatName: 'שורה ג, מושב 2' },
  ],
  editorState: () => {
    throw new Error('no party is searched here')
  },
  closeCard: () => undefined,
  ...over,
})

/** The guests endpoint answering as the service does; every call is kept. */
function answer(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url: String(url), init })
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return calls
}

describe('the seat card’s guest part', () => {
  it('lends a free seat to a named guest for the date, with whose guest he is', async () => {
    const calls = answer(201, sampleGuest({ row: 2, col: 4, name: 'אהרן פרץ', hostName: 'משפחת כהן' }))
    render(<GuestPanel seat={seat()} mapId={7} date={date} onParty={() => {}} canEdit />)
    fireEvent.click(screen.getByRole('button', { name: 'הושבת אורח' }))
    fireEvent.change(screen.getByLabelText('שם האורח'), { target: { value: 'אהרן פרץ' } })
    fireEvent.change(screen.getByLabelText(/אורח של/), { target: { value: 'משפחת כהן' } })
    fireEvent.click(screen.getByRole('button', { name: 'שמירה' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.url).toContain('/api/guests')
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      mapId: 7,
      row: 2,
      col: 4,
      date: '2026-12-05',
      eventId: null,
      name: 'אהרן פרץ',
      hostName: 'משפחת כהן',
    })
    // The form closes once saved; the seat shows the guest when the socket brings him.
    await waitFor(() => expect(screen.queryByLabelText('שם האורח')).toBeNull())
  })

  it('names the field a guest needs before anything is sent', async () => {
    const calls = answer(201, {})
    render(<GuestPanel seat={seat()} mapId={7} date={date} onParty={() => {}} canEdit />)
    fireEvent.click(screen.getByRole('button', { name: 'הושבת אורח' }))
    fireEvent.change(screen.getByLabelText(/טלפון/), { target: { value: '12' } })
    fireEvent.click(screen.getByRole('button', { name: 'שמירה' }))
    expect(await screen.findByText('שדה חובה')).toBeTruthy()
    expect(screen.getByLabelText('שם האורח').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText(/טלפון/).getAttribute('aria-invalid')).toBe('true')
    expect(calls).toHaveLength(0)
  })

  it('offers nothing on an occupied seat, and nothing to change to a viewer', () => {
    const { container, rerender } = render(
      <GuestPanel seat={seat({ free: false })} mapId={7} date={date} onParty={() => {}} canEdit />,
    )
    expect(container.textContent).toBe('')
    rerender(<GuestPanel seat={seat()} mapId={7} date={date} onParty={() => {}} canEdit={false} />)
    expect(container.textContent).toBe('')
    rerender(
      <GuestPanel
        seat={seat({ guest: sampleGuest() })}
        mapId={7}
        date={date}
        onParty={() => {}}
        canEdit={false}
      />,
    )
    const part = screen.getByTestId('seat-guest')
    expect(part.textContent).toContain('אהרן פרץ')
    expect(part.querySelector('button')).toBeNull()
  })

  it('warns when the seat’s own worshipper is coming after all', () => {
    render(
      <GuestPanel
        seat={seat({ free: false, guest: sampleGuest({ hostName: 'משפחת לוי' }) })}
        mapId={7}
        date={date}
        onParty={() => {}}

        canEdit
      />,
    )
    const part = screen.getByTestId('seat-guest')
    expect(part.textContent).toContain('אורח של משפחת לוי')
    expect(part.textContent).toContain('בעל המקום ביטל את ההיעדרות')
    expect(screen.getByRole('button', { name: 'ביטול המקום של אהרן פרץ' })).toBeTruthy()
  })

  it('moves a guest whose seat’s worshipper is coming to a seat still free', async () => {
    const calls = answer(200, sampleGuest({ row: 3, col: 2 }))
    render(
      <GuestPanel
        seat={seat({ free: false, guest: sampleGuest({ id: 4, row: 2, col: 4, phone: null }) })}
        mapId={7}
        date={date}
        onParty={() => {}}

        canEdit
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'העברה למושב אחר' }))
    fireEvent.change(screen.getByLabelText('העברה אל'), { target: { value: '3:2' } })
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.url).toContain('/api/guests/4')
    expect(calls[0]!.init.method).toBe('PUT')
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ row: 3, col: 2, name: 'אהרן פרץ' })
  })

  it('offers a party on a free seat: the screen opens its dialog', () => {
    const onParty = vi.fn()
    render(<GuestPanel seat={seat()} mapId={7} date={date} onParty={onParty} canEdit />)
    fireEvent.click(screen.getByRole('button', { name: 'הושבת קבוצה' }))
    expect(onParty).toHaveBeenCalledOnce()
  })
})
