import { InputGroup } from '@seats/sdk'
import { PartField } from './PartField'

interface GridNumberFieldProps {
  id: string
  label: string
  /** The map's rows or columns. */
  max: number
  value: string
  error: string | undefined
  /** Said under the field while it is right. */
  hint?: string
  onValueChange: (value: string) => void
}

/** A row or column number of the map (1 … max), red while it is wrong. */
export function GridNumberField({ id, label, max, value, error, hint, onValueChange }: GridNumberFieldProps) {
  return (
    <PartField id={id} label={label} error={error} hint={hint}>
      <InputGroup
        id={id}
        type="number"
        min={1}
        max={max}
        inputMode="numeric"
        value={value}
        onValueChange={onValueChange}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
      />
    </PartField>
  )
}
