import { useCallback, useMemo, useState } from 'react'
import type { FieldErrors } from './form-errors'

export interface FormFieldsOptions<F extends string> {
  /** Every field with its starting value; keep it stable (a module constant or memoised). */
  initial: Record<F, string>
  /** The client-side check (a schema through fieldErrorsFromIssues, or plain rules): {} when valid. */
  validate: (values: Record<F, string>) => FieldErrors<F>
}

export interface FormFields<F extends string> {
  values: Record<F, string>
  /** What to show under each field: the server's message, else the check's once the field was touched. */
  errors: FieldErrors<F>
  /** The client-side check passes (the submit button's enabled state). */
  valid: boolean
  setValue(field: F, value: string): void
  /** The field lost focus: its message may show from now on. */
  touch(field: F): void
  /** A submit: every message may show. */
  touchAll(): void
  /** The server named fields (serverFieldErrors): shown until the field changes. */
  setServerErrors(errors: FieldErrors<F>): void
  /** Back to the initial values, nothing touched. */
  reset(): void
}

/**
 * The hook for forms of text fields (sign-in, the account, the admin's dialogs): values, a schema or rule
 * check, messages once touched, server errors. Dialogs with typed fields use useCheckedForm.
 */
export function useFormFields<F extends string>({ initial, validate }: FormFieldsOptions<F>): FormFields<F> {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set())
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({})
  const clientErrors = useMemo(() => validate(values), [validate, values])

  const errors = useMemo(() => {
    const shown: FieldErrors<F> = {}
    for (const field of Object.keys(values) as F[]) {
      const message = serverErrors[field] ?? (touched.has(field) ? clientErrors[field] : undefined)
      if (message) shown[field] = message
    }
    return shown
  }, [values, serverErrors, touched, clientErrors])

  const setValue = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }, [])

  const touch = useCallback((field: F) => {
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])))
  }, [])

  const touchAll = useCallback(() => setTouched(new Set(Object.keys(initial) as F[])), [initial])

  const reset = useCallback(() => {
    setValues(initial)
    setTouched(new Set())
    setServerErrors({})
  }, [initial])

  return {
    values,
    errors,
    valid: Object.values(clientErrors).every((message) => !message),
    setValue,
    touch,
    touchAll,
    setServerErrors,
    reset,
  }
}
