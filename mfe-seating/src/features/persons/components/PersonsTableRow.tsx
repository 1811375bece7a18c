import { Button, Checkbox } from '@seats/sdk'
import { formatPhone, personDisplayName, type Person, type PersonFieldSpec } from '@seats/contracts'
import type { ReactNode, Ref } from 'react'

function seatsText(count: number): string {
  if (count === 0) return 'ללא מקום'
  return count === 1 ? 'מקום אחד' : `${count} מקומות`
}

/** A person's cell of a declared column: a phone formatted left to right, text as it is. */
function FieldCell({ field, person }: { field: PersonFieldSpec; person: Person }) {
  const raw = (person as unknown as Record<string, unknown>)[field.key]
  const value = typeof raw === 'string' ? raw : ''
  if (field.input === 'tel')
    return (
      <span role="cell" className="persons-table__phone" data-field={field.key} dir="ltr">
        {formatPhone(value)}
      </span>
    )
  return (
    <span role="cell" className="persons-table__text" data-field={field.key}>
      {value}
    </span>
  )
}

interface PersonsTableRowProps {
  ref?: Ref<HTMLDivElement>
  person: Person
  /** 0-based among the rows shown; the row is placed `top` pixels down the scroller. */
  index: number
  top: number
  columns: readonly PersonFieldSpec[]
  selected: boolean
  onToggle: (id: number, checked: boolean) => void
  /** Unset for a person whose role reads only: no edit or delete buttons. */
  onEdit?: (person: Person) => void
  onDelete?: (person: Person) => void
  /** More actions, before edit and delete. */
  actions?: ReactNode
}

/** One worshipper of the table: the selection box, the declared columns, the seats and the actions. */
export function PersonsTableRow({
  ref,
  person,
  index,
  top,
  columns,
  selected,
  onToggle,
  onEdit,
  onDelete,
  actions,
}: PersonsTableRowProps) {
  const name = personDisplayName(person)
  return (
    <div
      ref={ref}
      data-index={index}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-person-id={person.id}
      className={`persons-table__row${selected ? ' persons-table__row--selected' : ''}`}
      style={{
        position: 'absolute',
        top: 0,
        insetInlineStart: 0,
        width: '100%',
        transform: `translateY(${top}px)`,
      }}
      onDoubleClick={onEdit ? () => onEdit(person) : undefined}
    >
      <span role="cell" className="persons-table__check">
        <Checkbox
          checked={selected}
          onChange={(e) => onToggle(person.id, e.currentTarget.checked)}
          aria-label={`בחירת ${name}`}
        />
      </span>
      {columns.map((field) => (
        <FieldCell key={field.key} field={field} person={person} />
      ))}
      <span
        role="cell"
        className={`persons-table__seats${person.seats.length === 0 ? ' persons-table__muted' : ''}`}
      >
        {seatsText(person.seats.length)}
      </span>
      <span role="cell" className="persons-table__actions">
        {onEdit && onDelete ? (
          <>
            {actions}
            <Button
              variant="minimal"
              size="small"
              icon="edit"
              aria-label={`עריכת ${name}`}
              title="עריכה"
              onClick={() => onEdit(person)}
            />
            <Button
              variant="minimal"
              size="small"
              icon="trash"
              intent="danger"
              aria-label={`מחיקת ${name}`}
              title="מחיקה"
              onClick={() => onDelete(person)}
            />
          </>
        ) : null}
      </span>
    </div>
  )
}
