// @vitest-environment jsdom
import { ApiError, toast } from '@seats/sdk'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { personsApi } from '../persons-api'
import { PersonDialog } from './PersonDialog'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const person = { id: 5, firstName: 'משה', lastName: 'כהן', phone: '0501234567', seats: [] }

describe('PersonDialog', () => {
  it('adds: every field required, Hebrew errors under the fields, nothing sent', async () => {
    const create = vi.spyOn(personsApi, 'create')
    render(<PersonDialog onClose={() => {}} onSaved={() => {}} onImport={() => {}} />)
    expect(screen.getByText('הוספת מתפלל')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ייבוא מקובץ' })).toBeTruthy()
    await userEvent.type(screen.getByLabelText(/טלפון/), '123')
    await userEvent.click(screen.getByRole('button', { name: 'הוספה' }))
    expect(screen.getAllByText('שדה חובה')).toHaveLength(1)
    expect(screen.getByText('מספר טלפון לא תקין')).toBeTruthy()
    expect(screen.getByLabelText(/טלפון/).getAttribute('aria-invalid')).toBe('true')
    expect(create).not.toHaveBeenCalled()
  })

  it('warns, without refusing, when the phone is already another worshipper’s', async () => {
    const create = vi.spyOn(personsApi, 'create').mockResolvedValue({ ...person, id: 6, firstName: 'שרה' })
    vi.spyOn(toast, 'success').mockImplementation(() => {})
    render(<PersonDialog onClose={() => {}} onSaved={() => {}} existing={[person]} />)
    await userEvent.type(screen.getByLabelText(/שם פרטי/), 'שרה')
    await userEvent.type(screen.getByLabelText(/שם משפחה/), 'כהן')
    await userEvent.type(screen.getByLabelText(/טלפון/), '050-123456')
    expect(screen.queryByText(/כבר רשום אצל/)).toBeNull()
    await userEvent.type(screen.getByLabelText(/טלפון/), '7')
    expect(screen.getByRole('status').textContent).toContain('הטלפון הזה כבר רשום אצל משה כהן')
    await userEvent.click(screen.getByRole('button', { name: 'הוספה' }))
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
  })

  it('adds a worshipper known by one name and says who was added', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {})
    const shlomo = { id: 7, firstName: 'שלמה', lastName: '', phone: '0541234567', seats: [] }
    const create = vi.spyOn(personsApi, 'create').mockResolvedValue(shlomo)
    const onSaved = vi.fn()
    render(<PersonDialog onClose={() => {}} onSaved={onSaved} />)
    expect(screen.getByText('(לא חובה)')).toBeTruthy()
    await userEvent.type(screen.getByLabelText(/שם פרטי/), 'שלמה')
    await userEvent.type(screen.getByLabelText(/טלפון/), '054-1234567')
    await userEvent.click(screen.getByRole('button', { name: 'הוספה' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(shlomo))
    expect(create).toHaveBeenCalledWith({
      firstName: 'שלמה',
      lastName: '',
      phone: '0541234567',
      gender: null,
    })
    expect(success).toHaveBeenCalledWith('שלמה נוסף לרשימת המתפללים')
  })

  it('at the plan’s limit, says so with the way to the subscription page instead of opening the form', async () => {
    const create = vi.spyOn(personsApi, 'create')
    render(
      <PersonDialog
        onClose={() => {}}
        onSaved={() => {}}
        existing={[person, { ...person, id: 6 }]}
        maxPeople={2}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'החבילה שלכם מאפשרת עד 2 מתפללים, וכולם כבר ברשימה. כדי להוסיף מתפללים צריך חבילה גדולה יותר.',
    )
    expect(screen.queryByLabelText(/שם פרטי/)).toBeNull()
    expect(screen.getByRole('button', { name: 'לעמוד המנוי' })).toBeTruthy()
    expect(create).not.toHaveBeenCalled()
  })

  it('does not warn about the worshipper’s own phone when editing', () => {
    render(<PersonDialog person={person} onClose={() => {}} onSaved={() => {}} existing={[person]} />)
    expect(screen.queryByText(/כבר רשום אצל/)).toBeNull()
  })

  it("edits, and shows the server's field error under its field", async () => {
    const failure = vi.spyOn(toast, 'error').mockImplementation(() => {})
    vi.spyOn(personsApi, 'update').mockRejectedValue(
      new ApiError(400, 'validation_failed', 'חלק מהשדות אינם תקינים', [
        { field: 'phone', message: 'מספר טלפון לא תקין' },
      ]),
    )
    render(<PersonDialog person={person} onClose={() => {}} onSaved={() => {}} />)
    expect(screen.getByText('עריכת מתפלל')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'ייבוא מקובץ' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }))
    await waitFor(() => expect(screen.getByText('מספר טלפון לא תקין')).toBeTruthy())
    // Said once, in the dialog: no toast besides it.
    expect(failure).not.toHaveBeenCalled()
  })

  it('saves the normalised phone and says so', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {})
    const update = vi.spyOn(personsApi, 'update').mockResolvedValue({ ...person, phone: '0541112222' })
    const onSaved = vi.fn()
    render(<PersonDialog person={person} onClose={() => {}} onSaved={onSaved} />)
    const phone = screen.getByLabelText(/טלפון/)
    await userEvent.clear(phone)
    await userEvent.type(phone, '054-111-2222')
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(update).toHaveBeenCalledWith(5, {
      firstName: 'משה',
      lastName: 'כהן',
      phone: '0541112222',
      gender: null,
    })
    expect(success).toHaveBeenCalledWith('העדכון בוצע בהצלחה')
  })

  it('saves the gender when the warden gives it, so texts about her use the feminine', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {})
    const update = vi.spyOn(personsApi, 'update').mockResolvedValue({ ...person, gender: 'female' })
    const onSaved = vi.fn()
    render(<PersonDialog person={person} onClose={() => {}} onSaved={onSaved} />)
    await userEvent.click(screen.getByRole('radio', { name: 'אישה' }))
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(update).toHaveBeenCalledWith(5, expect.objectContaining({ gender: 'female' }))
  })
})
