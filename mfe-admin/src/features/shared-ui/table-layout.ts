/** What a list screen sorts by: a column's key and the direction. */
export type SortDirection = 'asc' | 'desc'
export interface SortState<K extends string> {
  key: K
  direction: SortDirection
}

/** A header click: the same column flips direction, another column starts ascending. */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  return current.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: 'asc' }
}

export interface ColumnSize {
  key: string
  /** The narrowest the column may be, in px. */
  minWidth: number
  /** Its share of the width left over (CSS fr); 1 by default. */
  grow?: number
  /** 0 always shows; higher numbers go first when the table is narrow. */
  priority: number
}

/**
 * The columns that fit in `width` (after `reserved` px for fixed parts such as the actions), taken by
 * priority until the first that no longer fits, and kept in their own order. Priority 0 always shows.
 */
export function fitColumns<C extends ColumnSize>(columns: readonly C[], width: number, reserved = 0): C[] {
  const byPriority = [...columns].sort((a, b) => a.priority - b.priority)
  const keep = new Set<string>()
  let used = reserved
  for (const column of byPriority) {
    if (column.priority > 0 && used + column.minWidth > width) break
    keep.add(column.key)
    used += column.minWidth
  }
  return columns.filter((c) => keep.has(c.key))
}

/** One CSS grid track per column, so the header and every row line up. */
export function gridTemplate(columns: readonly ColumnSize[], trailing?: string): string {
  const tracks = columns.map((c) => `minmax(${c.minWidth}px, ${c.grow ?? 1}fr)`)
  if (trailing) tracks.push(trailing)
  return tracks.join(' ')
}

const collator = new Intl.Collator('he', { sensitivity: 'base', numeric: true })

/** Hebrew-aware text order (א before ב, 2 before 10, case ignored). */
export const compareText = (a: string, b: string): number => collator.compare(a, b)

/** Numbers and dates (as ms); a missing value goes last whichever the direction. */
export function compareMaybe(a: number | null, b: number | null, direction: SortDirection): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  return direction === 'asc' ? a - b : b - a
}

/** The lower-cased, NFC form a search compares. */
export const searchable = (text: string): string => text.normalize('NFC').toLowerCase()

export { formatPhone } from '@seats/contracts'
