import { InputGroup, type FieldErrors } from '@seats/sdk'
import { PartField } from './PartField'

interface GridNumberFieldProps<F extends string> {
  /** The form the number is a field of. */
  form: {
    values: Record<F, string>
    errors: FieldErrors<F>
    change: (patch: Partial<Record<F, string>>) => void
    idOf: (field: F) => string
  }
  name: F
  label: string
  /** The map's rows or columns. */
  max: number
  /** Said under the field while it is right. */
  hint?: string
}

/** A row or column number of the map (1 … max), red while it is wrong. */
export function GridNumberField<F extends string>({ form, name, label, max, hint }: GridNumberFieldProps<F>) {
  const id = form.idOf(name)
  const error = form.errors[name]
  return (
    <PartField id={id} label={label} error={error} hint={hint}>
      <InputGroup
        id={id}
        type="number"
        min={1}
        max={max}
        inputMode="numeric"
        value={form.values[name]}
        onValueChange={(v) => form.change({ [name]: v } as Partial<Record<F, string>>)}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
      />
    </PartField>
  )
}
