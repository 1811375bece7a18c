import { Button, Checkbox, FormGroup, InputGroup } from '@seats/sdk'
import { formatPhone, personDisplayName, type Household, type Person } from '@seats/contracts'
import { useMemo, useState } from 'react'
import { inHouseholdText, matchesPerson, worshippersText } from '../household-list'

/** Rows drawn at once: a synagogue's thousand worshippers are found by the search, not by scrolling. */
const SHOWN_AT_MOST = 100

interface MemberPickerProps {
  /** Every worshipper, in the order shown. */
  persons: readonly Person[]
  value: readonly number[]
  /** Where each worshipper is now; one in another household moves here when chosen. */
  householdOf: ReadonlyMap<number, Household>
  /** The household being edited, whose own members are not "in another household". */
  householdId?: number
  error?: string
  onChange: (ids: number[]) => void
}

/** The household's members: the chosen ones (each removable), and a search over the worshippers to tick. */
export function MemberPicker({
  persons,
  value,
  householdOf,
  householdId,
  error,
  onChange,
}: MemberPickerProps) {
  const [query, setQuery] = useState('')
  const chosen = useMemo(() => new Set(value), [value])
  const byId = useMemo(() => new Map(persons.map((p) => [p.id, p])), [persons])
  const found = useMemo(() => persons.filter((p) => matchesPerson(p, query)), [persons, query])
  const shown = found.slice(0, SHOWN_AT_MOST)
  const chosenPersons = value.flatMap((id) => byId.get(id) ?? [])
  const elsewhere = (id: number) => {
    const h = householdOf.get(id)
    return h && h.id !== householdId ? h : undefined
  }
  const moving = chosenPersons.filter((p) => elsewhere(p.id)).length

  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((other) => other !== id))

  return (
    <FormGroup
      label="בני המשפחה"
      labelFor="household-memberIds"
      labelInfo={chosen.size > 0 ? `(נבחרו ${chosen.size})` : '(לא חובה)'}
      helperText={error ? <span id="household-memberIds-error">{error}</span> : undefined}
      intent={error ? 'danger' : 'none'}
      className="household-members"
    >
      {chosenPersons.length > 0 ? (
        <ul className="household-members__chosen" aria-label="המתפללים שנבחרו">
          {chosenPersons.map((p) => {
            const name = personDisplayName(p)
            return (
              <li key={p.id}>
                <Button
                  size="small"
                  variant="outlined"
                  endIcon="small-cross"
                  text={name}
                  aria-label={`הסרת ${name} מהמשפחה`}
                  onClick={() => toggle(p.id, false)}
                />
              </li>
            )
          })}
        </ul>
      ) : null}
      <InputGroup
        id="household-memberIds"
        type="search"
        leftIcon="search"
        placeholder="חיפוש מתפלל לפי שם או טלפון"
        value={query}
        onValueChange={setQuery}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'household-memberIds-error' : undefined}
        autoComplete="off"
      />
      <div className="household-members__list" role="group" aria-label="מתפללים לבחירה">
        {shown.map((p) => {
          const other = elsewhere(p.id)
          const on = chosen.has(p.id)
          return (
            <Checkbox
              key={p.id}
              checked={on}
              onChange={(e) => toggle(p.id, e.currentTarget.checked)}
              className="household-members__option"
              labelElement={
                <span className="household-members__person">
                  <span className="household-members__name">{personDisplayName(p)}</span>
                  {p.phone ? (
                    <span className="household-members__phone" dir="ltr">
                      {formatPhone(p.phone)}
                    </span>
                  ) : null}
                  {other ? (
                    <span
                      className={`household-members__elsewhere${on ? ' household-members__elsewhere--moving' : ''}`}
                    >
                      {inHouseholdText(other.name)}
                    </span>
                  ) : null}
                </span>
              }
            />
          )
        })}
        {found.length === 0 ? (
          <p className="household-members__note">
            {persons.length === 0 ? 'עדיין אין מתפללים ברשימה.' : 'לא נמצא מתפלל מתאים.'}
          </p>
        ) : null}
      </div>
      {found.length > shown.length ? (
        <p className="household-members__note">
          מוצגים {shown.length} מתוך {found.length}. חפשו בשם או בטלפון כדי למצוא עוד.
        </p>
      ) : null}
      {/* Always there, so a reader hears the line when a ticked worshipper makes it appear. */}
      <p className="household-members__moving" role="status">
        {moving === 0
          ? null
          : `${moving === 1 ? 'מתפלל אחד יעבור' : `${worshippersText(moving)} יעברו`} למשפחה הזו ממשפחה אחרת.`}
      </p>
    </FormGroup>
  )
}
