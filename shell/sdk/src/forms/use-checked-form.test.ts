// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import type { FormEvent } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/api-error'
import { toast } from '../toaster/toaster'
import './default-form-reporting'
import { fieldErrorsFromIssues } from './form-errors'
import { useCheckedForm, type FormCheck } from './use-checked-form'

interface Values {
  name: string
  seats: number
}
const check = (v: Values): FormCheck<Values, Values> => {
  const errors: Partial<Record<keyof Values, string>> = {}
  if (!v.name.trim()) errors.name = 'שדה חובה'
  if (v.seats < 1) errors.seats = 'לפחות מקום אחד'
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, input: { ...v, name: v.name.trim() } }
}
const submitEvent = () => ({ preventDefault() {} }) as FormEvent

function form(save: (input: Values) => Promise<string>, onSaved = vi.fn()) {
  document.body.innerHTML = '<input id="f-name"><input id="f-seats">'
  const hook = renderHook(() =>
    useCheckedForm({
      initial: () => ({ name: '', seats: 0 }),
      check,
      fieldOrder: ['name', 'seats'],
      idPrefix: 'f',
      save,
      onSaved,
    }),
  )
  return { ...hook, onSaved }
}

afterEach(() => vi.restoreAllMocks())

describe('useCheckedForm', () => {
  it('sends nothing while the check fails: every error shows and the first wrong field takes the focus', async () => {
    const save = vi.fn(async () => 'saved')
    const { result } = form(save)
    expect(result.current.errors).toEqual({})
    await act(() => result.current.submit(submitEvent()))
    expect(save).not.toHaveBeenCalled()
    expect(result.current.errors).toEqual({ name: 'שדה חובה', seats: 'לפחות מקום אחד' })
    expect(document.activeElement?.id).toBe('f-name')
  })

  it('updates only the errors already shown while typing, and a filled field says its error when left', async () => {
    const { result } = form(vi.fn(async () => 'saved'))
    act(() => result.current.change({ name: ' ' }))
    act(() => result.current.blur('name'))
    // A field left empty (or blank) waits for the save to say it is required.
    expect(result.current.errors).toEqual({})
    await act(() => result.current.submit(submitEvent()))
    act(() => result.current.change({ name: 'אולם' }))
    expect(result.current.errors).toEqual({ seats: 'לפחות מקום אחד' })
    act(() => result.current.change({ seats: 3 }))
    expect(result.current.errors).toEqual({})
  })

  it('saves the checked input, says so, and hands the result on', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => '')
    const save = vi.fn(async (input: Values) => `saved ${input.name}`)
    const { result, onSaved } = form(save)
    act(() => result.current.change({ name: ' אולם ', seats: 2 }))
    await act(() => result.current.submit(submitEvent()))
    expect(save).toHaveBeenCalledWith({ name: 'אולם', seats: 2 })
    expect(onSaved).toHaveBeenCalledWith('saved אולם')
    expect(success).toHaveBeenCalledWith('העדכון בוצע בהצלחה')
  })

  it("shows the server's refusal under its field, or over the form when it names none, with the failure toast", async () => {
    const failure = vi.spyOn(toast, 'error').mockImplementation(() => '')
    const refusals = [
      new ApiError(400, 'validation_failed', 'חלק מהשדות אינם תקינים', [
        { field: 'name', message: 'השם תפוס' },
      ]),
      new ApiError(409, 'person_duplicate', 'כבר קיים מתפלל עם אותו שם ואותו מספר טלפון'),
    ]
    const { result, onSaved } = form(async () => Promise.reject(refusals.shift()))
    act(() => result.current.change({ name: 'אולם', seats: 2 }))
    await act(() => result.current.submit(submitEvent()))
    expect(result.current.errors).toEqual({ name: 'השם תפוס' })
    expect(result.current.formError).toBeNull()
    expect(failure).toHaveBeenLastCalledWith('העדכון נכשל', 'השם תפוס')
    await act(() => result.current.submit(submitEvent()))
    expect(result.current.errors).toEqual({})
    expect(result.current.formError).toBe('כבר קיים מתפלל עם אותו שם ואותו מספר טלפון')
    expect(onSaved).not.toHaveBeenCalled()
    expect(result.current.saving).toBe(false)
  })
})

type Field = 'name' | 'phone'
type TextValues = Record<Field, string>
const textInitial: TextValues = { name: '', phone: '' }
const checkText = (values: TextValues): FormCheck<TextValues, TextValues> => {
  const errors = fieldErrorsFromIssues<Field>([
    ...(values.name.trim() ? [] : [{ path: ['name'], message: 'שדה חובה' }]),
    ...(/^0\d{8,9}$/.test(values.phone) ? [] : [{ path: ['phone'], message: 'מספר טלפון לא תקין' }]),
  ])
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, input: values }
}

function textForm(save: (input: TextValues) => Promise<void> = async () => undefined) {
  return renderHook(() =>
    useCheckedForm({
      initial: textInitial,
      check: checkText,
      fieldOrder: ['name', 'phone'],
      idPrefix: 't',
      save,
      savedText: null,
      blankShowsOnLeave: true,
    }),
  )
}

describe('useCheckedForm, a form of text fields whose blank fields speak when left', () => {
  it('shows a message only once its field was left or the form sent, and passes once the check does', async () => {
    const { result } = textForm()
    expect(result.current.check.ok).toBe(false)
    expect(result.current.errors).toEqual({})

    act(() => result.current.blur('name'))
    expect(result.current.errors).toEqual({ name: 'שדה חובה' })

    await act(() => result.current.submit())
    expect(result.current.errors).toEqual({ name: 'שדה חובה', phone: 'מספר טלפון לא תקין' })

    act(() => result.current.change({ name: 'משה' }))
    act(() => result.current.change({ phone: '0501234567' }))
    expect(result.current.errors).toEqual({})
    expect(result.current.check.ok).toBe(true)
  })

  it("keeps the server's message until its field changes (not another's), and reset forgets everything", async () => {
    vi.spyOn(toast, 'error').mockImplementation(() => '')
    const { result } = textForm(async () =>
      Promise.reject(
        new ApiError(400, 'validation_failed', 'חלק מהשדות אינם תקינים', [
          { field: 'phone', message: 'המספר כבר רשום' },
        ]),
      ),
    )
    act(() => result.current.change({ name: 'משה', phone: '0501234567' }))
    await act(() => result.current.submit())
    expect(result.current.errors).toEqual({ phone: 'המספר כבר רשום' })
    act(() => result.current.change({ name: 'משה כהן' }))
    expect(result.current.errors).toEqual({ phone: 'המספר כבר רשום' })
    act(() => result.current.change({ phone: '0501234568' }))
    expect(result.current.errors).toEqual({})

    await act(() => result.current.submit())
    act(() => result.current.reset())
    expect(result.current.values).toEqual(textInitial)
    expect(result.current.errors).toEqual({})
    expect(result.current.formError).toBeNull()
  })

  it('says a failed rule no field shows over the form, and stays busy when a save leaves the page', async () => {
    const { result } = renderHook(() =>
      useCheckedForm({
        initial: { name: 'משה' },
        check: (v: { name: string }): FormCheck<{ name: string }, string> =>
          v.name === 'משה' ? { ok: false, errors: {}, message: 'אין נמענים' } : { ok: true, input: v.name },
        fieldOrder: ['name'],
        idPrefix: 'l',
        save: async () => undefined,
        savedText: null,
        leavesOnSaved: true,
      }),
    )
    await act(() => result.current.submit())
    expect(result.current.formError).toBe('אין נמענים')
    act(() => result.current.change({ name: 'אהרן' }))
    await act(() => result.current.submit())
    expect(result.current.formError).toBeNull()
    expect(result.current.saving).toBe(true)
  })
})
