// @vitest-environment jsdom
import type { Person } from '@seats/contracts'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EditorAction } from '../actions/editor-action'
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

function card(cell: { row: number; col: number }, apply = vi.fn<(a: EditorAction | null) => void>()) {
  return {
    apply,
    node: (
      <SeatCard
        cell={cell}
        state={state}
        store={store}
        directory={createPersonDirectory(persons)}
        apply={apply}
        onClose={() => {}}
      />
    ),
  }
}

describe('the seat card', () => {
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

  it('lies along the bottom of the screen as a sheet', () => {
    render(<SeatCardSheet card={card({ row: 2, col: 4 }).node} />)
    const sheet = document.querySelector<HTMLElement>('.me-seat-sheet')!
    expect(within(sheet).getByRole('dialog', { name: 'שורה ב, מושב 3' }).textContent).toContain('משה כהן')
  })
})
