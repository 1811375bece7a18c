import { FormGroup, InputGroup, type FieldErrors } from '@seats/sdk'
import type { ReactNode } from 'react'

interface PartFieldProps {
  /** The input's id, which the label names. */
  id: string
  label: string
  error: string | undefined
  /** Said under the field while it is right. */
  hint?: string
  children: ReactNode
}

/** A labelled field of a part's form, its error (else its hint) under it. */
export function PartField({ id, label, error, hint, children }: PartFieldProps) {
  return (
    <FormGroup label={label} labelFor={id} helperText={error ?? hint} intent={error ? 'danger' : 'none'}>
      {children}
    </FormGroup>
  )
}

interface PartNameFieldProps {
  /** The form whose `name` this is. */
  form: {
    values: { name: string }
    errors: FieldErrors<'name'>
    change: (patch: { name: string }) => void
    idOf: (field: 'name') => string
  }
  label: string
  maxLength: number
  placeholder?: string
}

/** A part's name, where the dialog opens. */
export function PartNameField({ form, label, maxLength, placeholder }: PartNameFieldProps) {
  const id = form.idOf('name')
  const error = form.errors.name
  return (
    <PartField id={id} label={label} error={error}>
      <InputGroup
        id={id}
        value={form.values.name}
        onValueChange={(name) => form.change({ name })}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        placeholder={placeholder}
        maxLength={maxLength}
        autoFocus
        autoComplete="off"
      />
    </PartField>
  )
}
