import { FormGroup } from '@seats/sdk'
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
