import { toast, toastTexts } from '@seats/sdk'
import { useState, type FormEvent } from 'react'

/** A form's Hebrew errors, by field. */
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>
export type FormCheck<V, I> = { ok: true; input: I } | { ok: false; errors: FieldErrors<V> }

interface MapItemFormOptions<V, I> {
  initial: () => V
  check: (values: V) => FormCheck<V, I>
  /** The fields in the order the first wrong one takes the focus; each input's id is `${idPrefix}-${field}`. */
  fieldOrder: readonly (keyof V & string)[]
  idPrefix: string
  save: (input: I) => Promise<void>
  /** The field errors of a refused save (the refusal itself is already reported). */
  refused: (error: unknown) => Promise<FieldErrors<V>>
  onSaved: () => void
}

/** The state of an element or display dialog: values, errors shown, saving, and its submit. */
export function useMapItemForm<V extends object, I>({
  initial,
  check,
  fieldOrder,
  idPrefix,
  save,
  refused,
  onSaved,
}: MapItemFormOptions<V, I>) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors<V>>({})
  const [saving, setSaving] = useState(false)
  const current = check(values)

  const change = (patch: Partial<V>) => {
    const next = { ...values, ...patch }
    setValues(next)
    const result = check(next)
    // Only errors already shown are refreshed while typing; new ones wait for save.
    setErrors((prev) => {
      const updated: FieldErrors<V> = {}
      for (const key of Object.keys(prev) as (keyof V & string)[])
        if (!result.ok && result.errors[key]) updated[key] = result.errors[key]
      return updated
    })
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
    try {
      await save(current.input)
      toast.success(toastTexts.updateSuccess)
      onSaved()
    } catch (error) {
      setErrors(await refused(error))
    } finally {
      setSaving(false)
    }
  }

  return { values, errors, saving, check: current, change, submit }
}
