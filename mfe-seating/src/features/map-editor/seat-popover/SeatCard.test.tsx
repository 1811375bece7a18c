// @vitest-environment jsdom
import type { Person, Report } from '@seats/contracts'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EditorAction } from '../actions/editor-action'
import type { MapDate } from '../editor-props'
import { stateFromMap } from '../model/editor-state'
import type { EditorStore } from '../model/editor-store'
import { createPersonDirectory } from '../model/person-directory'
import { sampleMap } from '../model/sample-map.fixture'
import { SeatCard, SeatCardPopover, SeatCardSheet } from './SeatCard'

const persons: Person[] = [
  { id: 11, firstName: 'משה', lastName: 'כהן', phone: '0501111111', seats: [] },
  { id: 12, firstName: 'דוד', lastName: 'לוי', phone: '0502222222', seats: [] },
]
const state = stateFromMap(sampleMap())
const store = { getSnapshot: () => ({ state }) } as unknown as EditorStore

afterEach(cleanup)

const noDate: MapDate = { reported: new Set(), reverse: false, name: null, reports: [] }

function card(
  cell: { row: number; col: number },
  apply = vi.fn<(a: EditorAction | null) => void>(),
  date: MapDate = noDate,
) {
  return {
    apply,
    node: (
      <SeatCard
        cell={cell}
        state={state}
        store={store}
        directory={createPersonDirectory(persons)}
        date={date}
        apply={apply}
        onClose={() => {}}
      />
    ),
  }
}

describe('the seat card', () => {
  const phoneReport: Report = {
    id: 7,
    personId: 11,
    date: '2026-11-28',
    eventId: null,
    source: 'phone',
    createdAt: '2026-11-26T12:02:00.000Z',
  }

  it('says who reported for the chosen date, how and when, and cancels the report', async () => {
    const onCancelReport = vi.fn<(report: Report) => void>()
    const date: MapDate = {
      reported: new Set([11]),
      reverse: false,
      name: 'שבת פרשת וישלח',
      reports: [phoneReport],
      onCancelReport,
    }
    render(card({ row: 1, col: 1 }, undefined, date).node)
    const moshe = screen.getByText('משה כהן').closest('li')!
    expect(moshe.textContent).toContain('דיווח היעדרות · טלפון · 26/11/26')
    await userEvent.click(within(moshe).getByRole('button', { name: 'ביטול הדיווח של משה כהן' }))
    expect(onCancelReport).toHaveBeenCalledWith(phoneReport)
  })

  it('shows an arrival report on a reverse event, and no cancelling where the map gives none', () => {
    const date: MapDate = { reported: new Set([11]), reverse: true, name: 'ליל הסדר', reports: [phoneReport] }
    render(card({ row: 1, col: 1 }, undefined, date).node)
    const moshe = screen.getByText('משה כהן').closest('li')!
    expect(moshe.textContent).toContain('דיווח הגעה')
    expect(within(moshe).queryByRole('button', { name: /ביטול הדיווח/ })).toBeNull()
  })

  it('shows no report line for a worshipper who did not report', () => {
    render(card({ row: 1, col: 1 }).node)
    expect(screen.getByText('משה כהן').closest('li')!.textContent).not.toContain('דיווח')
  })

  it('names the seat and unseats a worshipper through the editor step', async () => {
    const { node, apply } = card({ row: 1, col: 1 })
    render(node)
    expect(screen.getByRole('dialog', { name: 'שורה א, מושב 1' }).textContent).toContain('משה כהן')
    await userEvent.click(screen.getByRole('button', { name: 'הסרת משה כהן מהמושב' }))
    expect(apply).toHaveBeenCalledTimes(1)
    expect(apply.mock.calls[0]![0]!.changes).toEqual([
      { type: 'seats', ops: [{ op: 'unassign', personId: 11, from: { row: 1, col: 1 } }] },
    ])
  })

  it('opens beside its seat as a popover', async () => {
    const onClose = vi.fn()
    render(
      <SeatCardPopover
        card={card({ row: 1, col: 2 }).node}
        rect={{ x: 40, y: 0, width: 40, height: 30 }}
        onClose={onClose}
      />,
    )
    expect(await screen.findByRole('dialog', { name: 'שורה א, מושב 2' })).toBeTruthy()
    const anchor = document.querySelector<HTMLElement>('.me-popover-anchor')!
    expect(anchor.style.transform).toBe('translate(40px, 0px)')
    expect(anchor.style.width).toBe('40px')
  })

  it('takes Tab round its own controls only, both ways, never stopping on an element that does nothing', async () => {
    const user = userEvent.setup()
    render(
      <SeatCardPopover
        card={card({ row: 1, col: 1 }).node}
        rect={{ x: 40, y: 0, width: 40, height: 30 }}
        onClose={() => {}}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'שורה א, מושב 1' })
    const stop = () => {
      const el = document.activeElement as HTMLElement
      const named = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''
      return { inCard: dialog.contains(el), control: /^(BUTTON|INPUT)$/.test(el.tagName), named }
    }
    const walk = async (keys: string) => {
      const stops = []
      for (let i = 0; i < 10; i++) {
        await user.keyboard(keys)
        stops.push(stop())
      }
      return stops
    }
    for (const stops of [await walk('{Tab}'), await walk('{Shift>}{Tab}{/Shift}')]) {
      for (const s of stops) {
        expect(s, JSON.stringify(s)).toMatchObject({ inCard: true, control: true })
        expect(s.named).not.toBe('')
      }
      // Round the loop: every control of the card is met, none twice in a row.
      expect(new Set(stops.map((s) => s.named)).size).toBeGreaterThanOrEqual(4)
    }
  })

  it('lies along the bottom of the screen as a sheet', () => {
    render(<SeatCardSheet card={card({ row: 2, col: 4 }).node} />)
    const sheet = document.querySelector<HTMLElement>('.me-seat-sheet')!
    expect(within(sheet).getByRole('dialog', { name: 'שורה ב, מושב 3' }).textContent).toContain('משה כהן')
  })
})

describe("the seat card's last change", () => {
  afterEach(() => vi.unstubAllGlobals())

  it('says who last changed the seat and when, asked for by the seat', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify([
            {
              id: 5,
              at: '2025-11-27T12:02:00.000Z',
              memberId: 4,
              memberName: 'ראובן',
              action: 'seat.assign',
              subject: 'seat:7:1:1',
              details: { personId: 11, personName: 'משה כהן', seat: 'שורה א, מושב 1' },
            },
          ]),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    )
    vi.stubGlobal('fetch', fetch)
    render(
      <SeatCard
        mapId={7}
        cell={{ row: 1, col: 1 }}
        state={state}
        store={store}
        directory={createPersonDirectory(persons)}
        date={noDate}
        apply={() => {}}
        onClose={() => {}}
      />,
    )
    const line = await screen.findByTestId('last-change')
    expect(line.textContent).toMatch(
      /^שינוי אחרון: ראובן הושיב את משה כהן בשורה א, מושב 1 · \d\d\/11\/25 \d\d:02$/,
    )
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('subject=seat%3A7%3A1%3A1')
  })
})
