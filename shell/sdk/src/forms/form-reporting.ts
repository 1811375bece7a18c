import type { FieldErrors } from './form-errors'

/** A refused save, as the form shows it: messages by field, and one for the whole form when none names a field. */
export interface FormRefusal<V> {
  fields: FieldErrors<keyof V & string>
  message: string | null
}

/** How a form's save is reported by default: the full sdk's toaster and its reading of an ApiError. */
export interface FormReporting {
  /** The success toast (its default title when none is given). */
  saved(title?: string): void
  /** The server's field errors for these fields, or its message, with the failure toast. */
  refused<V>(error: unknown, fields: readonly (keyof V & string)[], title?: string): FormRefusal<V>
}

let reporting: FormReporting | null = null

/** Set once by the full sdk when it loads; the light core has no toaster of its own. */
export function setFormReporting(next: FormReporting): void {
  reporting = next
}

export function formReporting(): FormReporting {
  if (!reporting)
    throw new Error('useCheckedForm: the full @seats/sdk is not loaded; give savedText: null and refused')
  return reporting
}
