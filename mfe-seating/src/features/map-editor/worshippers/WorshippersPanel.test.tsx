// @vitest-environment jsdom
import { numberSeats, type Person } from '@seats/contracts'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cellKey } from '../model/editor-state'
import { createPersonDirectory } from '../model/person-directory'
import { WorshippersPanel } from './WorshippersPanel'

const persons: Person[] = Array.from({ length: 400 }, (_, i) => ({
  id: i + 1,
  firstName: i === 0 ? 'משה' : `פלוני ${i}`,
  lastName: i === 0 ? 'כהן' : 'אלמוני',
  phone: `05${String(20000000 + i).padStart(8, '0')}`,
  seats: [],
}))
// Moshe sits in two seats; persons 2 and 3 in one each.
const seats = new Map([
  [1, [cellKey(3, 5), cellKey(3, 6)]],
  [2, [cellKey(1, 1)]],
  [3, [cellKey(1, 2)]],
])

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(520)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function renderPanel(props: Partial<React.ComponentProps<typeof WorshippersPanel>> = {}) {
  const handlers = { onPersonPointerDown: vi.fn(), onShowSeat: vi.fn(), onUnseat: vi.fn(), onHover: vi.fn() }
  render(
    <MemoryRouter>
      <WorshippersPanel
        directory={createPersonDirectory(persons)}
        seatsByPerson={seats}
        numbering={numberSeats(10, 10, () => 'seat')}
        {...handlers}
        {...props}
      />
    </MemoryRouter>,
  )
  return handlers
}

describe('WorshippersPanel', () => {
  it('draws only the rows in view of a long list', () => {
    renderPanel()
    expect(screen.getByText('3/400')).toBeTruthy()
    const rows = document.querySelectorAll('.me-person')
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.length).toBeLessThan(30)
  })

  it('finds by name or phone, and filters seated and unseated', async () => {
    const handlers = renderPanel()
    await userEvent.type(screen.getByLabelText('חיפוש לפי שם או טלפון'), 'כהן')
    expect(document.querySelectorAll('.me-person')).toHaveLength(1)
    const badges = [...document.querySelectorAll('.me-seat-badge')].map((b) => b.textContent)
    expect(badges).toEqual(['ג 5', 'ג 6'])
    // Each row is an option named with where the worshipper sits.
    expect(screen.getByRole('option', { name: /^משה כהן, ?052-0000000, ?יושב ב: ?ג 5, ?ג 6$/ })).toBeTruthy()
    await userEvent.click(screen.getByTitle('הצגת המקום ג 6 במפה'))
    expect(handlers.onShowSeat).toHaveBeenCalledWith(cellKey(3, 6))
    await userEvent.click(screen.getByTitle('הסרת משה כהן מכל המקומות במפה זו'))
    expect(handlers.onUnseat).toHaveBeenCalledWith(1)

    await userEvent.clear(screen.getByLabelText('חיפוש לפי שם או טלפון'))
    await userEvent.type(screen.getByLabelText('חיפוש לפי שם או טלפון'), '052-000-0399')
    expect([...document.querySelectorAll('.me-person__name')].map((n) => n.textContent)).toEqual([
      'פלוני 399 אלמוני',
    ])

    await userEvent.clear(screen.getByLabelText('חיפוש לפי שם או טלפון'))
    await userEvent.click(screen.getByRole('radio', { name: 'עם מקום' }))
    expect(document.querySelectorAll('.me-person')).toHaveLength(3)
    await userEvent.click(screen.getByRole('radio', { name: /ללא מקום/ }))
    expect(screen.getByRole('radio', { name: 'ללא מקום (397)' })).toBeTruthy()
    expect(document.querySelector('.me-person--seated')).toBeNull()
  })

  it('starts a drag from a row and waits politely while the list is on its way', () => {
    const handlers = renderPanel()
    document.querySelector('.me-person')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
    expect(handlers.onPersonPointerDown).toHaveBeenCalled()
    cleanup()
    renderPanel({ seatsByPerson: null, numbering: null })
    expect(document.querySelectorAll('.me-person')).toHaveLength(0)
    expect(document.querySelector('.bp6-spinner')).toBeTruthy()
  })

  it('takes the tour’s width through a prop and a CSS variable', () => {
    renderPanel({ width: 450 })
    expect(
      screen.getByRole('complementary', { name: 'מתפללים' }).style.getPropertyValue('--me-worshippers-width'),
    ).toBe('450px')
  })

  it('is one Tab stop: arrows move through the worshippers, Enter picks one, Delete unseats', async () => {
    const onPickByKey = vi.fn()
    const handlers = renderPanel({ onPickByKey })
    const list = screen.getByRole('listbox', { name: 'מתפללים' })
    list.focus()
    const active = () => document.getElementById(list.getAttribute('aria-activedescendant')!)
    expect(active()?.textContent).toBe('פלוני 1 אלמוני, 052-0000001, יושב ב: א 1')
    await userEvent.keyboard('{Delete}')
    expect(handlers.onUnseat).toHaveBeenCalledWith(2)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(active()?.getAttribute('aria-posinset')).toBe('3')
    // The last one is far below the rows in view: it is drawn, so a reader can be told about it.
    await userEvent.keyboard('{End}')
    expect(active()?.getAttribute('aria-posinset')).toBe('400')
    expect(active()?.getAttribute('aria-setsize')).toBe('400')
    expect(active()?.textContent).toBe('משה כהן, 052-0000000, יושב ב: ג 5, ג 6')
    await userEvent.keyboard('{Enter}')
    expect(onPickByKey).toHaveBeenCalledWith(1)
  })

  it('does not unseat with Delete someone who sits nowhere', async () => {
    const handlers = renderPanel()
    await userEvent.click(screen.getByRole('radio', { name: /ללא מקום/ }))
    screen.getByRole('listbox', { name: 'מתפללים' }).focus()
    await userEvent.keyboard('{Delete}{ArrowDown}{Delete}')
    expect(handlers.onUnseat).not.toHaveBeenCalled()
  })
})
