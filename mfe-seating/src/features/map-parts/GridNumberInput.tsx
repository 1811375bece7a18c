import { InputGroup } from '@seats/sdk'

interface GridNumberInputProps {
  id: string
  /** The map's rows or columns. */
  max: number
  value: string
  error: string | undefined
  onValueChange: (value: string) => void
}

/** A row or column number of the map (1 … max), red while it is wrong. */
export function GridNumberInput({ id, max, value, error, onValueChange }: GridNumberInputProps) {
  return (
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
  )
}
