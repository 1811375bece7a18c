import type { Person } from '@seats/contracts'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { CellKey } from '../model/editor-state'
import { filterPersons, type PersonDirectory, type SeatFilter } from '../model/person-directory'
import { visibleRange } from './virtual-range'

/** Rows Page Up / Page Down move in the list. */
const PAGE_ROWS = 10
export const ROW_HEIGHT = 52

interface ListOptions {
  directory: PersonDirectory
  seatsByPerson: ReadonlyMap<number, readonly CellKey[]> | null
  onPickByKey: ((personId: number) => void) | undefined
  onUnseat(personId: number): void
}

/**
 * The worshippers list's state: the search and the seated filter, the rows in view (only they are drawn),
 * and the keyboard's option (arrows, pages, Home/End; Enter picks, Delete unseats).
 */
export function useWorshipperList({ directory, seatsByPerson, onPickByKey, onUnseat }: ListOptions) {
  const [query, setQuery] = useState('')
  const [filter, setFilter] = useState<SeatFilter>('all')
  const listRef = useRef<HTMLDivElement | null>(null)
  const [scrollTop, setScrollTop] = useState(0)
  /** The option the keyboard is on (an index into the matches). */
  const [active, setActive] = useState(0)
  const [height, setHeight] = useState(600)
  const scrollFrame = useRef<number | null>(null)

  // Unfiltered, the list is the directory's own sorted array: a seat change does not walk 3,000 people.
  const unfiltered = !query.trim() && filter === 'all'
  const matches: readonly Person[] = useMemo(
    () =>
      !seatsByPerson
        ? []
        : unfiltered
          ? directory.sorted
          : filterPersons(directory, query, filter, (id) => seatsByPerson.has(id)),
    [directory, query, filter, seatsByPerson, unfiltered],
  )

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
      onPickByKey?.(activePerson.id)
    } else if (e.key === 'Delete' && activePerson && seatsByPerson?.has(activePerson.id)) {
      e.preventDefault()
      onUnseat(activePerson.id)
    }
  }

  /** The indexes to draw: the rows in view, and the keyboard's option even when scrolled away. */
  const drawnIndexes = (): number[] => {
    const { start, end } = visibleRange(scrollTop, height, ROW_HEIGHT, matches.length)
    // aria-activedescendant must point at something.
    const drawn = activeIndex < start || activeIndex >= end ? [activeIndex] : []
    for (let i = start; i < end; i++) drawn.push(i)
    return drawn
  }

  const clear = () => {
    setQuery('')
    setFilter('all')
  }

  return {
    query,
    setQuery,
    filter,
    setFilter,
    clear,
    matches,
    listRef,
    onScroll,
    activeIndex,
    activePerson,
    onListKeyDown,
    drawnIndexes,
  }
}
