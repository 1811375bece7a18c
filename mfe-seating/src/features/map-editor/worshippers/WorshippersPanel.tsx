import { Button, Icon, InputGroup, SegmentedControl, Spinner, Link } from '@seats/sdk'
import {
  formatPhone,
  personDisplayName,
  shortSeatName,
  type Person,
  type SeatNumbering,
} from '@seats/contracts'
import { Fragment, memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { editorTexts } from '../editor-texts'
import { colOf, rowOf, type CellKey } from '../model/editor-state'
import { filterPersons, type PersonDirectory, type SeatFilter } from '../model/person-directory'
import { visibleRange } from './virtual-range'

/** The seed's worshipper container widths: 252 normally, 450 while the guided tour shows it. */
export const WORSHIPPERS_WIDTH = { normal: 252, tour: 450 } as const
/** The list a skip link and the keyboard reach (a listbox: one Tab stop, arrows inside). */
export const WORSHIPPERS_LIST_ID = 'me-worshippers-list'
const KEYS_ID = 'me-worshippers-keys'
const optionId = (personId: number) => `me-person-${personId}`
/** Rows Page Up / Page Down move in the list. */
const PAGE_ROWS = 10
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
  index: number
  setSize: number
  active: boolean
  onPersonPointerDown: WorshippersPanelProps['onPersonPointerDown']
  onShowSeat: WorshippersPanelProps['onShowSeat']
  onUnseat: WorshippersPanelProps['onUnseat']
  onPick: WorshippersPanelProps['onPick']
  picked: boolean
}

const PersonRow = memo(function PersonRow({
  person,
  seats,
  numbering,
  top,
  index,
  setSize,
  active,
  onPersonPointerDown,
  onShowSeat,
  onUnseat,
  onPick,
  picked,
}: PersonRowProps) {
  const name = personDisplayName(person)
  const count = seats?.length ?? 0
  const seatNames = seats?.map((key) => seatText(key, numbering)) ?? []
  return (
    <li
      id={optionId(person.id)}
      role="option"
      aria-selected={picked}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      className={`me-person${count > 0 ? ' me-person--seated' : ''}${picked ? ' me-person--picked' : ''}${active ? ' me-person--active' : ''}`}
      style={{ top }}
      data-person-id={person.id}
      onPointerDown={(e) => onPersonPointerDown(e, person.id)}
      // A tap (a click that came from a touch) picks; a mouse drags instead.
      onClick={(e) => {
        if (!onPick || (e.target as HTMLElement).closest('[data-action]')) return
        if ((e.nativeEvent as PointerEvent).pointerType === 'touch') onPick(person.id)
      }}
      title={onPick ? editorTexts.pickHint : editorTexts.dragHint}
    >
      <Icon icon="drag-handle-vertical" className="me-person__grip" size={14} />
      <span className="me-person__text">
        <span className="me-person__name">{name}</span>
        {/* Read as one sentence: the option's name is its text, so the pauses are written in. */}
        <span className="sr-only">, </span>
        <span className="me-person__phone" dir="ltr">
          {formatPhone(person.phone)}
        </span>
      </span>
      <span className="me-person__seats">
        <span className="sr-only">, </span>
        {count === 0 ? (
          <span className="me-person__none">{editorTexts.notSeated}</span>
        ) : (
          <span className="sr-only">{editorTexts.personSeatedIn} </span>
        )}
        {seats?.slice(0, BADGES_SHOWN).map((key, i) => (
          <Fragment key={key}>
            {i > 0 ? <span className="sr-only">, </span> : null}
            <span
              className="me-seat-badge"
              data-action="show-seat"
              onClick={() => onShowSeat(key)}
              title={editorTexts.showSeat(seatNames[i]!)}
            >
              {seatNames[i]}
            </span>
          </Fragment>
        ))}
        {count > BADGES_SHOWN ? (
          <span className="me-seat-badge me-seat-badge--more">+{count - BADGES_SHOWN}</span>
        ) : null}
        {count > 0 ? (
          <span
            className="me-person__unseat"
            data-action="unseat"
            onClick={() => onUnseat(person.id)}
            title={editorTexts.unseatPerson(name)}
          >
            <Icon icon="cross" size={12} />
          </span>
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
  const {
    directory,
    seatsByPerson,
    numbering,
    width = WORSHIPPERS_WIDTH.normal,
    panelRef,
    onHover,
    sheet,
  } = props
  const [query, setQuery] = useState('')
  const [filter, setFilter] = useState<SeatFilter>('all')
  const listRef = useRef<HTMLDivElement | null>(null)
  const [scrollTop, setScrollTop] = useState(0)
  /** The option the keyboard is on (an index into the matches). */
  const [active, setActive] = useState(0)
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
    setActive(0)
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

  const activeIndex = Math.min(active, Math.max(0, matches.length - 1))
  const activePerson = matches[activeIndex]

  /** Moves the keyboard's option and scrolls it into view (only rows in view are drawn). */
  const moveActive = (index: number) => {
    const next = Math.max(0, Math.min(matches.length - 1, index))
    setActive(next)
    const el = listRef.current
    if (!el) return
    const top = next * ROW_HEIGHT
    if (top < el.scrollTop) el.scrollTop = top
    else if (top + ROW_HEIGHT > el.scrollTop + el.clientHeight)
      el.scrollTop = top + ROW_HEIGHT - el.clientHeight
    setScrollTop(el.scrollTop)
  }

  const onListKeyDown = (e: React.KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + PAGE_ROWS,
      PageUp: activeIndex - PAGE_ROWS,
      Home: 0,
      End: matches.length - 1,
    }
    if (e.key in moves) {
      e.preventDefault()
      moveActive(moves[e.key]!)
    } else if ((e.key === 'Enter' || e.key === ' ') && activePerson) {
      e.preventDefault()
      props.onPickByKey?.(activePerson.id)
    } else if (e.key === 'Delete' && activePerson && seatsByPerson?.has(activePerson.id)) {
      e.preventDefault()
      props.onUnseat(activePerson.id)
    }
  }

  const { start, end } = visibleRange(scrollTop, height, ROW_HEIGHT, matches.length)
  const rows = []
  // The keyboard's option is drawn even when scrolled away: aria-activedescendant must point at something.
  const drawn = ready ? [...(activeIndex < start || activeIndex >= end ? [activeIndex] : [])] : []
  for (let i = start; ready && i < end; i++) drawn.push(i)
  for (const i of drawn) {
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
      <div className="me-worshippers__head">
        <div className="me-worshippers__title">
          <h2>{editorTexts.worshippers}</h2>
          <span className="me-worshippers__count">
            {ready ? `${seatedCount.toLocaleString('he-IL')}/${total.toLocaleString('he-IL')}` : ''}
          </span>
          {sheet ? (
            <Button
              className="me-worshippers__toggle"
              variant="minimal"
              icon={sheet.open ? 'chevron-down' : 'chevron-up'}
              aria-expanded={sheet.open}
              aria-label={sheet.open ? editorTexts.closeWorshippers : editorTexts.openWorshippers}
              onClick={sheet.onToggle}
            />
          ) : null}
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
          <ul
            id={WORSHIPPERS_LIST_ID}
            className="me-worshippers__rows"
            style={{ height: matches.length * ROW_HEIGHT }}
            role="listbox"
            tabIndex={0}
            aria-label={editorTexts.worshippers}
            aria-describedby={KEYS_ID}
            aria-activedescendant={activePerson ? optionId(activePerson.id) : undefined}
            onKeyDown={onListKeyDown}
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
