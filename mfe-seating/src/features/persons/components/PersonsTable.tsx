import { Checkbox, Icon } from '@seats/sdk'
import { personFields, type Person, type PersonFieldSpec, type PersonFields } from '@seats/contracts'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef, type CSSProperties, type ReactNode } from 'react'
import type { PersonSort, PersonSortKey } from '../person-list'
import { PersonsTableRow } from './PersonsTableRow'

const ROW_HEIGHT = 44

/** A column's width in the table's grid: a phone's is fixed, a name's shares the room. */
const widthOf = (field: PersonFieldSpec) => (field.input === 'tel' ? '150px' : 'minmax(110px, 1fr)')

interface PersonsTableProps {
  persons: Person[]
  selected: ReadonlySet<number>
  onToggle: (id: number, checked: boolean) => void
  onToggleAll: (checked: boolean) => void
  sort: PersonSort
  onSort: (key: PersonSortKey) => void
  /** Unset for a person whose role reads only. */
  onEdit?: (person: Person) => void
  onDelete?: (person: Person) => void
  /** More of a row's actions (the report link's menu), before edit and delete. */
  rowActions?: (person: Person) => ReactNode
  /** The worshipper's fields; the contracts' declaration unless a test gives its own. */
  fields?: PersonFields
}

/**
 * The worshippers, virtualised so thousands of rows scroll smoothly; headers sort, rows select. On a phone
 * each row is a card (persons.css), taller than a row: the rows are measured, not assumed 44 px.
 */
export function PersonsTable({
  persons,
  selected,
  onToggle,
  onToggleAll,
  sort,
  onSort,
  onEdit,
  onDelete,
  rowActions,
  fields = personFields,
}: PersonsTableProps) {
  const columns = fields.filter((f) => f.column)
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: persons.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  })
  const selectedShown = persons.reduce((n, p) => n + (selected.has(p.id) ? 1 : 0), 0)
  const allShown = persons.length > 0 && selectedShown === persons.length

  return (
    <div
      className="persons-table"
      role="table"
      aria-label="רשימת המתפללים"
      aria-rowcount={persons.length + 1}
      style={{ '--persons-columns': columns.map(widthOf).join(' ') } as CSSProperties}
    >
      <div className="persons-table__row persons-table__row--head" role="row" aria-rowindex={1}>
        <span role="columnheader" className="persons-table__check">
          <Checkbox
            checked={allShown}
            indeterminate={selectedShown > 0 && !allShown}
            onChange={(e) => onToggleAll(e.currentTarget.checked)}
            aria-label="בחירת כל המתפללים המוצגים"
          />
        </span>
        {columns.map(({ key, label }) => {
          const active = sort.key === key
          return (
            <span
              key={key}
              role="columnheader"
              aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
            >
              <button
                type="button"
                className={`persons-table__sort${active ? ' persons-table__sort--active' : ''}`}
                onClick={() => onSort(key)}
              >
                {label}
                <Icon
                  icon={
                    active
                      ? sort.direction === 'asc'
                        ? 'chevron-up'
                        : 'chevron-down'
                      : 'double-caret-vertical'
                  }
                  size={12}
                />
              </button>
            </span>
          )
        })}
        <span role="columnheader" className="persons-table__seats-head">
          מקומות
        </span>
        <span role="columnheader" className="persons-table__actions-head">
          <span className="sr-only">פעולות</span>
        </span>
      </div>
      <div className="persons-table__scroller" ref={scroller}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const person = persons[item.index]
            if (!person) return null
            return (
              <PersonsTableRow
                key={person.id}
                ref={virtualizer.measureElement}
                person={person}
                index={item.index}
                top={item.start}
                columns={columns}
                selected={selected.has(person.id)}
                onToggle={onToggle}
                onEdit={onEdit}
                onDelete={onDelete}
                actions={rowActions?.(person)}
              />
            )
          })}
        </div>
      </div>
    </div>
  )
}
