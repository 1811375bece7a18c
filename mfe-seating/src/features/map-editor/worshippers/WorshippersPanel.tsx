import { Button, Icon, InputGroup, SegmentedControl, Spinner } from '@blueprintjs/core'
import { formatPhone, shortSeatName, type Person, type SeatNumbering } from '@seats/contracts'
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { editorTexts } from '../editor-texts'
import { colOf, rowOf, type CellKey } from '../model/editor-state'
import { filterPersons, fullNameOf, type PersonDirectory, type SeatFilter } from '../model/person-directory'
import { visibleRange } from './virtual-range'

/** The seed's worshipper container widths: 252 normally, 450 while the guided tour shows it. */
export const WORSHIPPERS_WIDTH = { normal: 252, tour: 450 } as const
const ROW_HEIGHT = 52
/** Seat badges shown on a row before "+N". */
const BADGES_SHOWN = 2

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
}

const seatText = (key: CellKey, numbering: SeatNumbering) => {
  const n = numbering.numberAt(rowOf(key), colOf(key))
  const row = numbering.rowLabel(rowOf(key))
  return n === null || row === null ? '' : shortSeatName(row, n)
}

interface PersonRowProps {
  person: Person
  seats: readonly CellKey[] | undefined
  numbering: SeatNumbering
  top: number
  onPersonPointerDown: WorshippersPanelProps['onPersonPointerDown']
  onShowSeat: WorshippersPanelProps['onShowSeat']
  onUnseat: WorshippersPanelProps['onUnseat']
}

const PersonRow = memo(function PersonRow({
  person,
  seats,
  numbering,
  top,
  onPersonPointerDown,
  onShowSeat,
  onUnseat,
}: PersonRowProps) {
  const name = fullNameOf(person)
  const count = seats?.length ?? 0
  return (
    <li
      className={count > 0 ? 'me-person me-person--seated' : 'me-person'}
      style={{ top }}
      data-person-id={person.id}
      onPointerDown={(e) => onPersonPointerDown(e, person.id)}
      title={editorTexts.dragHint}
    >
      <Icon icon="drag-handle-vertical" className="me-person__grip" size={14} />
      <span className="me-person__text">
        <span className="me-person__name">{name}</span>
        <span className="me-person__phone" dir="ltr">
          {formatPhone(person.phone)}
        </span>
      </span>
      <span className="me-person__seats">
        {count === 0 ? <span className="me-person__none">{editorTexts.notSeated}</span> : null}
        {seats?.slice(0, BADGES_SHOWN).map((key) => {
          const text = seatText(key, numbering)
          return (
            <button
              key={key}
              type="button"
              className="me-seat-badge"
              onClick={() => onShowSeat(key)}
              aria-label={editorTexts.showSeat(text)}
            >
              {text}
            </button>
          )
        })}
        {count > BADGES_SHOWN ? (
          <span className="me-seat-badge me-seat-badge--more">+{count - BADGES_SHOWN}</span>
        ) : null}
        {count > 0 ? (
          <button
            type="button"
            className="me-person__unseat"
            onClick={() => onUnseat(person.id)}
            aria-label={editorTexts.unseatPerson(name)}
            title={editorTexts.unseatPerson(name)}
          >
            <Icon icon="cross" size={12} />
          </button>
        ) : null}
      </span>
    </li>
  )
})

/**
 * The worshippers beside the map: search by name or phone, filter by seated or not on this map, drag one
 * onto a seat. Only the rows in view are in the DOM, so 3,000 worshippers scroll like 30.
 */
export function WorshippersPanel(props: WorshippersPanelProps) {
  const { directory, seatsByPerson, numbering, width = WORSHIPPERS_WIDTH.normal, panelRef, onHover } = props
  const [query, setQuery] = useState('')
  const [filter, setFilter] = useState<SeatFilter>('all')
  const listRef = useRef<HTMLDivElement | null>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [height, setHeight] = useState(600)
  const scrollFrame = useRef<number | null>(null)

  const ready = seatsByPerson !== null && numbering !== null
  // Unfiltered, the list is the directory's own sorted array: a seat change does not walk 3,000 people.
  const unfiltered = !query.trim() && filter === 'all'
  const matches = useMemo(
    () =>
      !seatsByPerson
        ? []
        : unfiltered
          ? directory.sorted
          : filterPersons(directory, query, filter, (id) => seatsByPerson.has(id)),
    [directory, query, filter, seatsByPerson, unfiltered],
  )
  const seatedCount = seatsByPerson?.size ?? 0
  const total = directory.byId.size

  useLayoutEffect(() => {
    const el = listRef.current
    if (!el) return
    setHeight(el.clientHeight || 600)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(el.clientHeight || 600))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // A new search starts at the top of its results.
  useEffect(() => {
    if (listRef.current) listRef.current.scrollTop = 0
    setScrollTop(0)
  }, [query, filter])

  useEffect(
    () => () => {
      if (scrollFrame.current !== null) cancelAnimationFrame(scrollFrame.current)
    },
    [],
  )

  const onScroll = () => {
    if (scrollFrame.current !== null) return
    scrollFrame.current = requestAnimationFrame(() => {
      scrollFrame.current = null
      setScrollTop(listRef.current?.scrollTop ?? 0)
    })
  }

  const { start, end } = visibleRange(scrollTop, height, ROW_HEIGHT, matches.length)
  const rows = []
  for (let i = start; ready && i < end; i++) {
    const person = matches[i]!
    rows.push(
      <PersonRow
        key={person.id}
        person={person}
        seats={seatsByPerson.get(person.id)}
        numbering={numbering}
        top={i * ROW_HEIGHT}
        onPersonPointerDown={props.onPersonPointerDown}
        onShowSeat={props.onShowSeat}
        onUnseat={props.onUnseat}
      />,
    )
  }

  return (
    <aside
      className="me-worshippers"
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
      <div className="me-worshippers__head">
        <div className="me-worshippers__title">
          <h2>{editorTexts.worshippers}</h2>
          <span className="me-worshippers__count">
            {ready ? `${seatedCount.toLocaleString('he-IL')}/${total.toLocaleString('he-IL')}` : ''}
          </span>
        </div>
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder={editorTexts.searchPlaceholder}
          aria-label={editorTexts.searchPlaceholder}
          value={query}
          onValueChange={setQuery}
          size="small"
        />
        <SegmentedControl
          className="me-worshippers__filter"
          size="small"
          fill
          value={filter}
          onValueChange={(v) => setFilter(v as SeatFilter)}
          options={[
            { value: 'all', label: editorTexts.filterAll },
            {
              value: 'unseated',
              label: `${editorTexts.filterUnseated} (${(total - seatedCount).toLocaleString('he-IL')})`,
            },
            { value: 'seated', label: editorTexts.filterSeated },
          ]}
        />
      </div>
      <div className="me-worshippers__list" ref={listRef} onScroll={onScroll}>
        {!ready ? (
          <div className="me-worshippers__empty">
            <Spinner size={20} />
          </div>
        ) : total === 0 ? (
          <div className="me-worshippers__empty">
            <Icon icon="people" size={28} />
            <strong>{editorTexts.noPersons}</strong>
            <span>{editorTexts.noPersonsDetail}</span>
            <Link to="/persons" className="bp6-button bp6-small bp6-intent-primary">
              {editorTexts.managePersons}
            </Link>
          </div>
        ) : matches.length === 0 ? (
          <div className="me-worshippers__empty">{editorTexts.noFilterMatches}</div>
        ) : (
          <ul className="me-worshippers__rows" style={{ height: matches.length * ROW_HEIGHT }}>
            {rows}
          </ul>
        )}
      </div>
      <div className="me-worshippers__foot">
        <Link to="/persons" className="me-link">
          {editorTexts.managePersons}
        </Link>
        <Button
          size="small"
          variant="minimal"
          icon="filter-remove"
          onClick={() => (setQuery(''), setFilter('all'))}
          disabled={!query && filter === 'all'}
          aria-label={editorTexts.filterAll}
        />
      </div>
    </aside>
  )
}
