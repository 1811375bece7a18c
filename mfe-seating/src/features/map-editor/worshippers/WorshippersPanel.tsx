import { Button, Icon, Link, Spinner } from '@seats/sdk'
import type { SeatNumbering } from '@seats/contracts'
import { editorTexts } from '../editor-texts'
import type { CellKey } from '../model/editor-state'
import type { PersonDirectory } from '../model/person-directory'
import { optionId, PersonRow } from './PersonRow'
import { ROW_HEIGHT, useWorshipperList } from './use-worshipper-list'
import { WorshippersHead } from './WorshippersHead'

/** The seed's worshipper container widths: 252 normally, 450 while the guided tour shows it. */
export const WORSHIPPERS_WIDTH = { normal: 252, tour: 450 } as const
/** The list a skip link and the keyboard reach (a listbox: one Tab stop, arrows inside). */
export const WORSHIPPERS_LIST_ID = 'me-worshippers-list'
const KEYS_ID = 'me-worshippers-keys'

interface WorshippersPanelProps {
  directory: PersonDirectory
  /** Null until the editor's deferred render has them: the panel shows it is loading. */
  seatsByPerson: ReadonlyMap<number, readonly CellKey[]> | null
  numbering: SeatNumbering | null
  width?: number
  panelRef?: React.Ref<HTMLElement>
  onPersonPointerDown(e: React.PointerEvent<HTMLElement>, personId: number): void
  onShowSeat(key: CellKey): void
  onUnseat(personId: number): void
  onHover(ids: readonly number[]): void
  /**
   * On a phone the panel is a bottom sheet a thumb opens and closes, and a tap picks a worshipper (the next
   * tap on a seat seats them) instead of a drag.
   */
  sheet?: { open: boolean; onToggle(): void }
  onPick?(personId: number): void
  /** Enter on a worshipper: picked, and the map takes the keyboard to choose the seat. */
  onPickByKey?(personId: number): void
  /** The worshipper picked for the next tapped seat. */
  picked?: number | null
  /** Opens the worshipper dialog to add one; without it the panel only links to /persons. */
  onAddPerson?(): void
  /** Opens a worshipper's dialog to edit them. */
  onEditPerson?(personId: number): void
}

/**
 * The worshippers beside the map: search by name or phone, filter by seated or not on this map, drag one
 * onto a seat. Only the rows in view are in the DOM, so 3,000 worshippers scroll like 30.
 */
export function WorshippersPanel(props: WorshippersPanelProps) {
  const {
    directory,
    seatsByPerson,
    numbering,
    width = WORSHIPPERS_WIDTH.normal,
    panelRef,
    onHover,
    sheet,
  } = props
  const list = useWorshipperList({
    directory,
    seatsByPerson,
    onPickByKey: props.onPickByKey,
    onUnseat: props.onUnseat,
  })
  const { matches, activeIndex, activePerson, query, filter } = list
  const ready = seatsByPerson !== null && numbering !== null
  const seatedCount = seatsByPerson?.size ?? 0
  const total = directory.byId.size

  const rows = []
  for (const i of ready ? list.drawnIndexes() : []) {
    const person = matches[i]
    if (!person || !ready) continue
    rows.push(
      <PersonRow
        key={person.id}
        person={person}
        seats={seatsByPerson.get(person.id)}
        numbering={numbering}
        top={i * ROW_HEIGHT}
        index={i}
        setSize={matches.length}
        active={i === activeIndex}
        onPersonPointerDown={props.onPersonPointerDown}
        onShowSeat={props.onShowSeat}
        onUnseat={props.onUnseat}
        onPick={props.onPick}
        onEdit={props.onEditPerson}
        picked={props.picked === person.id}
      />,
    )
  }

  return (
    <aside
      className={`me-worshippers${sheet ? ' me-worshippers--sheet' : ''}${sheet?.open ? ' me-worshippers--open' : ''}`}
      data-tour="worshippers"
      style={{ ['--me-worshippers-width' as string]: `${width}px` }}
      aria-label={editorTexts.worshippers}
      ref={panelRef}
      onPointerOver={(e) => {
        const row = (e.target as Element).closest<HTMLElement>('[data-person-id]')
        onHover(row ? [Number(row.dataset.personId)] : [])
      }}
      onPointerLeave={() => onHover([])}
    >
      <WorshippersHead
        seated={seatedCount}
        total={total}
        ready={ready}
        sheet={sheet}
        query={query}
        onQuery={list.setQuery}
        filter={filter}
        onFilter={list.setFilter}
      />
      <div className="me-worshippers__list" ref={list.listRef} onScroll={list.onScroll}>
        {!ready ? (
          <div className="me-worshippers__empty">
            <Spinner size={20} />
          </div>
        ) : total === 0 ? (
          <div className="me-worshippers__empty">
            <Icon icon="people" size={28} />
            <strong>{editorTexts.noPersons}</strong>
            <span>{editorTexts.noPersonsDetail}</span>
            {props.onAddPerson ? (
              <Button
                size="small"
                intent="primary"
                icon="new-person"
                text={editorTexts.newPerson}
                onClick={props.onAddPerson}
              />
            ) : null}
            <Link
              to="/persons"
              className={`bp6-button bp6-small${props.onAddPerson ? ' bp6-minimal' : ' bp6-intent-primary'}`}
            >
              {editorTexts.managePersons}
            </Link>
          </div>
        ) : matches.length === 0 ? (
          <div className="me-worshippers__empty">{editorTexts.noFilterMatches}</div>
        ) : (
          <ul
            id={WORSHIPPERS_LIST_ID}
            className="me-worshippers__rows"
            style={{ height: matches.length * ROW_HEIGHT }}
            role="listbox"
            tabIndex={0}
            aria-label={editorTexts.worshippers}
            aria-describedby={KEYS_ID}
            aria-activedescendant={activePerson ? optionId(activePerson.id) : undefined}
            onKeyDown={list.onListKeyDown}
          >
            {rows}
          </ul>
        )}
      </div>
      <p id={KEYS_ID} className="sr-only">
        {editorTexts.worshippersKeys}
      </p>
      <div className="me-worshippers__foot">
        <Link to="/persons" className="me-link">
          {editorTexts.managePersons}
        </Link>
        {props.onAddPerson && total > 0 ? (
          <Button
            size="small"
            variant="minimal"
            intent="primary"
            icon="new-person"
            text={editorTexts.newPerson}
            onClick={props.onAddPerson}
          />
        ) : null}
        <Button
          size="small"
          variant="minimal"
          icon="filter-remove"
          onClick={list.clear}
          disabled={!query && filter === 'all'}
          aria-label={editorTexts.filterAll}
        />
      </div>
    </aside>
  )
}
