import { useState, type FormEvent } from 'react'
import type { FieldErrors } from './form-errors'
import { formReporting, type FormRefusal } from './form-reporting'

export type { FormRefusal } from './form-reporting'

/**
 * A form's client-side check: the input to send, or the Hebrew errors by field (and, for a rule no field
 * shows, a message for the whole form).
 */
export type FormCheck<V, I> =
  { ok: true; input: I } | { ok: false; errors: FieldErrors<keyof V & string>; message?: string }

/** A check from a form's errors by field: it passes, with this input, when no field has a message. */
export function formCheckOf<V, I>(errors: FieldErrors<keyof V & string>, input: I): FormCheck<V, I> {
  const found = withMessages(errors)
  return Object.keys(found).length > 0 ? { ok: false, errors: found } : { ok: true, input }
}

/** What the hook gives a form; a field component takes the part it uses (values, errors, change, blur). */
export interface CheckedForm<V, I> {
  values: V
  errors: FieldErrors<keyof V & string>
  formError: string | null
  saving: boolean
  check: FormCheck<V, I>
  change(patch: Partial<V>): void
  blur(field: keyof V & string): void
  submit(event?: FormEvent): Promise<void>
  reset(to?: V): void
}

export interface CheckedFormOptions<V, I, R> {
  /** The starting values (a function is called once, on the first render). */
  initial: V | (() => V)
  /** The contracts' schema (through fieldErrorsFromIssues) and any rule of the form's own. */
  check: (values: V) => FormCheck<V, I>
  /** The fields in the order the first wrong one takes the focus; each input's id is `${idPrefix}-${field}`. */
  fieldOrder: readonly (keyof V & string)[]
  idPrefix: string
  save: (input: I) => Promise<R>
  onSaved?: (result: R) => void
  /** The success toast's title: 'העדכון בוצע בהצלחה' unless given; null when the form says it itself. */
  savedText?: string | null
  /** The failure toast's title with the default refusal: 'העדכון נכשל' unless given. */
  failedText?: string
  /**
   * A refused save's errors. Unset: the server's field errors for these fields (serverFieldErrors), with
   * the failure toast; a form with its own reporting (a map write's conflict, a dialog) says it here.
   */
  refused?: (error: unknown) => FormRefusal<V> | Promise<FormRefusal<V>>
  /** A field left blank says its error at once (the admin's and the account's forms); else it waits for a save. */
  blankShowsOnLeave?: boolean
  /** A save opens another page: the form stays busy until it goes. */
  leavesOnSaved?: boolean
}

/**
 * The one form hook: values of any type checked with the contracts' schemas before they are sent. Errors
 * appear on submit (or when a filled field is left), follow the typing once shown and go when fixed; the
 * first wrong field takes the focus; the server's refusal shows under its fields until the field changes,
 * or over the form when it names none. Light (no Blueprint, no API client), so the landing page's first
 * paint may use it; its default toasts come from the full sdk.
 */
export function useCheckedForm<V extends object, I, R = void>(
  options: CheckedFormOptions<V, I, R>,
): CheckedForm<V, I> {
  const { initial, check, fieldOrder, idPrefix, save, refused, onSaved } = options
  type Field = keyof V & string
  const [values, setValues] = useState<V>(initial)
  const [shown, setShown] = useState<FieldErrors<Field>>({})
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const current = check(values)
  const errors: FieldErrors<Field> = { ...withMessages(shown), ...withMessages(serverErrors) }

  /** Only errors already shown follow the typing; new ones wait for the field to be left or a save. */
  const change = (patch: Partial<V>) => {
    const next = { ...values, ...patch }
    setValues(next)
    const result = check(next)
    setShown((before) => {
      const updated: FieldErrors<Field> = {}
      for (const key of Object.keys(before) as Field[])
        if (before[key] && !result.ok && result.errors[key]) updated[key] = result.errors[key]
      return updated
    })
    // The server's word on a field holds until that field changes.
    setServerErrors((before) => {
      const updated = { ...before }
      for (const key of Object.keys(patch) as Field[]) delete updated[key]
      return updated
    })
  }

  /** A field left with something in it says at once what is wrong with it. */
  const blur = (field: Field) => {
    const value = values[field]
    if (!options.blankShowsOnLeave && typeof value === 'string' && !value.trim()) return
    setShown((before) => ({ ...before, [field]: current.ok ? undefined : current.errors[field] }))
  }

  /** Back to the starting values (or the given ones, e.g. what the server kept), nothing shown. */
  const reset = (to?: V) => {
    setValues(to ?? (typeof initial === 'function' ? (initial as () => V)() : initial))
    setShown({})
    setServerErrors({})
    setFormError(null)
  }

  const submit = async (e?: FormEvent) => {
    e?.preventDefault()
    if (saving) return
    if (!current.ok) {
      setShown(current.errors)
      setServerErrors({})
      setFormError(current.message ?? null)
      const first = fieldOrder.find((f) => current.errors[f])
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus()
      return
    }
    setSaving(true)
    setFormError(null)
    let leaving = false
    try {
      const result = await save(current.input)
      if (options.savedText !== null) formReporting().saved(options.savedText)
      leaving = Boolean(options.leavesOnSaved)
      onSaved?.(result)
    } catch (error) {
      const refusal = refused
        ? await refused(error)
        : formReporting().refused<V>(error, fieldOrder, options.failedText)
      setShown({})
      setServerErrors(refusal.fields)
      setFormError(refusal.message)
    } finally {
      if (!leaving) setSaving(false)
    }
  }

  return { values, errors, formError, saving, check: current, change, blur, submit, reset }
}

function withMessages<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<F>
}
