// @vitest-environment jsdom
import { toast } from '@seats/sdk'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { eventsApi } from '../events-api'
import { EventDialog } from './EventDialog'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const purim = { id: 3, name: 'פורים', date: '2027-03-23', type: 'רגיל' as const }

describe('EventDialog', () => {
  it('says the event was added, not a general "the update was made"', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {})
    const create = vi.spyOn(eventsApi, 'create').mockResolvedValue(purim)
    const onSaved = vi.fn()
    render(<EventDialog onClose={() => {}} onSaved={onSaved} />)
    await userEvent.type(screen.getByLabelText(/שם האירוע/), 'פורים')
    fireEvent.change(screen.getByLabelText(/תאריך/), { target: { value: '2027-03-23' } })
    await userEvent.click(screen.getByRole('button', { name: 'הוספה' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(purim))
    expect(create).toHaveBeenCalledWith({ name: 'פורים', date: '2027-03-23', type: 'רגיל' })
    expect(success).toHaveBeenCalledWith('האירוע נוסף')
    expect(success).not.toHaveBeenCalledWith('העדכון בוצע בהצלחה')
  })
})
