import { useState, type FormEvent } from 'react'
import { toastTexts } from '../strings/he'
import { toast } from '../toaster/toaster'
import { serverFieldErrors, type FieldErrors } from './form-errors'

/** A form's client-side check: the input to send, or the Hebrew errors by field. */
export type FormCheck<V, I> = { ok: true; input: I } | { ok: false; errors: FieldErrors<keyof V & string> }

/** A refused save, as the form shows it: messages by field, and one for the whole form when none names a field. */
export interface FormRefusal<V> {
  fields: FieldErrors<keyof V & string>
  message: string | null
}

export interface CheckedFormOptions<V, I, R> {
  initial: () => V
  /** The contracts' schema (through fieldErrorsFromIssues) and any rule of the form's own. */
  check: (values: V) => FormCheck<V, I>
  /** The fields in the order the first wrong one takes the focus; each input's id is `${idPrefix}-${field}`. */
  fieldOrder: readonly (keyof V & string)[]
  idPrefix: string
  save: (input: I) => Promise<R>
  /**
   * A refused save's errors. Unset: the server's field errors for these fields (serverFieldErrors), with
   * the failure toast; a form with its own reporting (a map write's conflict) says it here.
   */
  refused?: (error: unknown) => FormRefusal<V> | Promise<FormRefusal<V>>
  onSaved: (result: R) => void
}

/**
 * A dialog form checked with the contracts' schemas before it is sent: errors appear on submit (or when a
 * filled field is left), follow the typing once shown and go when fixed; the first wrong field takes the
 * focus; the server's refusal shows under its fields. Fields of any type (numbers, choices), unlike
 * useFormFields' strings.
 */
export function useCheckedForm<V extends object, I, R = void>(options: CheckedFormOptions<V, I, R>) {
  const { initial, check, fieldOrder, idPrefix, save, refused, onSaved } = options
  type Field = keyof V & string
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const current = check(values)

  /** Only errors already shown are refreshed while typing; new ones wait for the field to be left or a save. */
  const change = (patch: Partial<V>) => {
    const next = { ...values, ...patch }
    setValues(next)
    const result = check(next)
    setErrors((shown) => {
      const updated: FieldErrors<Field> = {}
      for (const key of Object.keys(shown) as Field[])
        if (shown[key] && !result.ok && result.errors[key]) updated[key] = result.errors[key]
      return updated
    })
  }

  /** A field left with something in it says at once what is wrong with it. */
  const blur = (field: Field) => {
    const value = values[field]
    if (typeof value === 'string' && !value.trim()) return
    setErrors((shown) => ({ ...shown, [field]: current.ok ? undefined : current.errors[field] }))
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!current.ok) {
      setErrors(current.errors)
      const first = fieldOrder.find((f) => current.errors[f])
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus()
      return
    }
    setSaving(true)
    setFormError(null)
    try {
      const result = await save(current.input)
      toast.success(toastTexts.updateSuccess)
      onSaved(result)
    } catch (error) {
      const refusal = refused ? await refused(error) : serverRefusal<V>(error, fieldOrder)
      setErrors(refusal.fields)
      setFormError(refusal.message)
    } finally {
      setSaving(false)
    }
  }

  return { values, errors, formError, saving, check: current, change, blur, submit }
}

function serverRefusal<V>(error: unknown, fields: readonly (keyof V & string)[]): FormRefusal<V> {
  const found = serverFieldErrors(error, fields)
  toast.error(toastTexts.updateFailure, found.message ?? Object.values<string | undefined>(found.fields)[0])
  return found
}
