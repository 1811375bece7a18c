import { Button } from '@seats/sdk'
import { formatPhone, personDisplayName, type Household } from '@seats/contracts'
import { worshippersText, type HouseholdRow } from '../household-list'

interface HouseholdsTableProps {
  rows: readonly HouseholdRow[]
  /** Unset for a role that reads only: no edit or delete buttons. */
  onEdit?: (household: Household) => void
  onDelete?: (household: Household) => void
}

/** The households, one row each: name, where its messages go, its members; a card each on a phone. */
export function HouseholdsTable({ rows, onEdit, onDelete }: HouseholdsTableProps) {
  return (
    <div className="households-table" role="table" aria-label="רשימת המשפחות">
      <div className="households-table__row households-table__row--head" role="row">
        <span role="columnheader">שם</span>
        <span role="columnheader">טלפון או אימייל</span>
        <span role="columnheader">בני המשפחה</span>
        <span role="columnheader">
          <span className="sr-only">פעולות</span>
        </span>
      </div>
      {rows.map(({ household, members }) => (
        <div
          key={household.id}
          role="row"
          className="households-table__row"
          data-testid="household-row"
          data-household-id={household.id}
        >
          <span role="cell" className="households-table__name">
            <span className="households-table__title">{household.name}</span>
            <span className="households-table__muted households-table__size">
              {members.length === 0 ? 'אין בני משפחה' : worshippersText(members.length)}
            </span>
          </span>
          <span role="cell" className="households-table__contact">
            {household.phone ? <span dir="ltr">{formatPhone(household.phone)}</span> : null}
            {household.email ? (
              <span dir="ltr" className="households-table__email">
                {household.email}
              </span>
            ) : null}
          </span>
          <span role="cell" className="households-table__members">
            {members.map(personDisplayName).join(', ')}
          </span>
          <span role="cell" className="households-table__actions">
            {onEdit && onDelete ? (
              <>
                <Button
                  variant="minimal"
                  size="small"
                  icon="edit"
                  aria-label={`עריכת ${household.name}`}
                  title="עריכה"
                  onClick={() => onEdit(household)}
                />
                <Button
                  variant="minimal"
                  size="small"
                  icon="trash"
                  intent="danger"
                  aria-label={`מחיקת ${household.name}`}
                  title="מחיקה"
                  onClick={() => onDelete(household)}
                />
              </>
            ) : null}
          </span>
        </div>
      ))}
    </div>
  )
}
