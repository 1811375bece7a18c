import { Checkbox, FormGroup, InputGroup } from '@seats/sdk'
import { personDisplayName, personSearchText, type Person } from '@seats/contracts'
import { useMemo, useState } from 'react'

/** The worshippers a reminder calls when the audience is "chosen", with a search over the list. */
export function ChosenPersons(props: {
  persons: Person[]
  value: number[]
  error?: string
  onChange: (ids: number[]) => void
}) {
  const [filter, setFilter] = useState('')
  const chosen = useMemo(() => new Set(props.value), [props.value])
  const words = filter.normalize('NFC').trim().toLocaleLowerCase().split(/\s+/).filter(Boolean)
  const shown = props.persons.filter((p) => {
    const text = personSearchText(p)
    return words.every((w) => text.includes(w))
  })
  return (
    <FormGroup
      label={`מתפללים שנבחרו (${chosen.size})`}
      helperText={props.error}
      intent={props.error ? 'danger' : 'none'}
    >
      <InputGroup
        leftIcon="search"
        placeholder="חיפוש"
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      <div className="rm-persons" role="group" aria-label="מתפללים">
        {shown.map((p) => (
          <Checkbox
            key={p.id}
            checked={chosen.has(p.id)}
            label={personDisplayName(p)}
            onChange={(e) =>
              props.onChange(
                e.currentTarget.checked ? [...props.value, p.id] : props.value.filter((id) => id !== p.id),
              )
            }
          />
        ))}
      </div>
    </FormGroup>
  )
}
