// @vitest-environment jsdom
import { ApiError, toast } from '@seats/sdk'
import type { OptOut, OptOutPage } from '@seats/contracts'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callSafetyApi } from '../call-safety-api'
import { StopListPage } from './StopListPage'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const entry = (phone: string, over: Partial<OptOut> = {}): OptOut => ({
  phone,
  source: 'callee',
  reason: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  ...over,
})
const pageOf = (items: OptOut[], total = items.length, page = 1): OptOutPage => ({
  items,
  total,
  page,
  pageSize: 50,
})

describe('the stop-list screen', () => {
  // The table's rows are virtual (no layout in jsdom): the rows themselves are seen in infra/e2e.
  it('counts the numbers, searches by digits and pages', async () => {
    const list = vi
      .spyOn(callSafetyApi, 'optOuts')
      .mockResolvedValue(
        pageOf([entry('0541112233'), entry('0521112233', { source: 'admin', reason: 'ביקש במייל' })], 120),
      )
    render(<StopListPage />)
    expect(await screen.findByText('120 מספרים')).toBeTruthy()
    expect(screen.getByText('עמוד 1 מתוך 3')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'הבא' }))
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ q: undefined, page: 2 }, expect.anything()))
    await userEvent.type(screen.getByLabelText('חיפוש לפי מספר'), '054-11')
    // Digits only, from the first page again.
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ q: '05411', page: 1 }, expect.anything()))
  })

  it('adds a number with a reason; a bad one is refused under its field before anything is sent', async () => {
    vi.spyOn(callSafetyApi, 'optOuts').mockResolvedValue(pageOf([]))
    const add = vi
      .spyOn(callSafetyApi, 'addOptOut')
      .mockResolvedValue(entry('0549998877', { source: 'admin', reason: 'מטריד' }))
    vi.spyOn(toast, 'success').mockImplementation(() => {})
    render(<StopListPage />)
    await screen.findByText('הרשימה ריקה')
    await userEvent.type(screen.getByLabelText('מספר טלפון'), '123')
    await userEvent.click(screen.getByRole('button', { name: 'הוספה לרשימה' }))
    expect(screen.getByText('מספר טלפון לא תקין')).toBeTruthy()
    expect(screen.getByText('יש לכתוב סיבה')).toBeTruthy()
    expect(screen.getByLabelText('מספר טלפון').getAttribute('aria-invalid')).toBe('true')
    expect(add).not.toHaveBeenCalled()

    await userEvent.clear(screen.getByLabelText('מספר טלפון'))
    await userEvent.type(screen.getByLabelText('מספר טלפון'), '054-999-8877')
    await userEvent.type(screen.getByLabelText('סיבה'), 'מטריד')
    await userEvent.click(screen.getByRole('button', { name: 'הוספה לרשימה' }))
    await waitFor(() => expect(add).toHaveBeenCalledWith({ phone: '0549998877', reason: 'מטריד' }))
  })

  it('a number already on the list is named under the phone field', async () => {
    vi.spyOn(callSafetyApi, 'optOuts').mockResolvedValue(pageOf([]))
    vi.spyOn(callSafetyApi, 'addOptOut').mockRejectedValue(
      new ApiError(409, 'opt_out_exists', 'המספר כבר ברשימת החסימה'),
    )
    render(<StopListPage />)
    await screen.findByText('הרשימה ריקה')
    await userEvent.type(screen.getByLabelText('מספר טלפון'), '0549998877')
    await userEvent.type(screen.getByLabelText('סיבה'), 'שוב')
    await userEvent.click(screen.getByRole('button', { name: 'הוספה לרשימה' }))
    expect(await screen.findByText('המספר כבר ברשימת החסימה')).toBeTruthy()
  })
})
