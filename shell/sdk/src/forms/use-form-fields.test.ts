// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { FieldErrors } from './form-errors'
import { useFormFields } from './use-form-fields'

type Field = 'name' | 'phone'
const initial: Record<Field, string> = { name: '', phone: '' }
const validate = (values: Record<Field, string>): FieldErrors<Field> => ({
  name: values.name.trim() ? undefined : 'שדה חובה',
  phone: /^0\d{8,9}$/.test(values.phone) ? undefined : 'מספר טלפון לא תקין',
})

describe('useFormFields', () => {
  it('shows a message only once its field was touched, and is valid when the check passes', () => {
    const { result } = renderHook(() => useFormFields({ initial, validate }))
    expect(result.current.valid).toBe(false)
    expect(result.current.errors).toEqual({})

    act(() => result.current.touch('name'))
    expect(result.current.errors).toEqual({ name: 'שדה חובה' })

    act(() => result.current.touchAll())
    expect(result.current.errors).toEqual({ name: 'שדה חובה', phone: 'מספר טלפון לא תקין' })

    act(() => {
      result.current.setValue('name', 'משה')
      result.current.setValue('phone', '0501234567')
    })
    expect(result.current.errors).toEqual({})
    expect(result.current.valid).toBe(true)
  })

  it("keeps the server's message until the field changes, and reset forgets everything", () => {
    const { result } = renderHook(() => useFormFields({ initial, validate }))
    act(() => result.current.setServerErrors({ phone: 'המספר כבר רשום' }))
    expect(result.current.errors).toEqual({ phone: 'המספר כבר רשום' })
    act(() => result.current.setValue('phone', '0501234567'))
    expect(result.current.errors).toEqual({})

    act(() => {
      result.current.touchAll()
      result.current.reset()
    })
    expect(result.current.values).toEqual(initial)
    expect(result.current.errors).toEqual({})
  })
})
