import { FormGroup, InputGroup } from '@seats/sdk'
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
  id: string
  label: string
  value: string
  error: string | undefined
  maxLength: number
  placeholder?: string
  onValueChange: (value: string) => void
}

/** A part's name, where the dialog opens. */
export function PartNameField({
  id,
  label,
  value,
  error,
  maxLength,
  placeholder,
  onValueChange,
}: PartNameFieldProps) {
  return (
    <PartField id={id} label={label} error={error}>
      <InputGroup
        id={id}
        value={value}
        onValueChange={onValueChange}
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
