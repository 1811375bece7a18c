import { normalizePhone, type Person } from '@seats/contracts'
import { type EditorState } from '../map-editor'
import type { TourFacts } from './tour-flow'

/** What the open map editor shows, as the tour needs it. */
export interface MapContent {
  state: EditorState
  persons: readonly Person[]
  /** Who reported for the selected date. */
  reported: ReadonlySet<number>
}

/** The worshippers whose phone is the user's (a family may share one phone). */
export function userPersonIds(persons: readonly Person[], userPhone: string): ReadonlySet<number> {
  const phone = normalizePhone(userPhone)
  if (!phone) return new Set()
  return new Set(persons.filter((p) => normalizePhone(p.phone) === phone).map((p) => p.id))
}

/**
 * The facts the tour follows, from the map screen: no map yet, or the open map's content. `reportedLive`
 * is a report of the user's that arrived by socket for another date than the one shown.
 */
export function tourFactsOf(content: MapContent | null, userPhone: string, reportedLive = false): TourFacts {
  if (!content) {
    return {
      hasMap: false,
      hasAisle: false,
      worshippers: 0,
      seated: 0,
      userListed: false,
      userSeated: false,
      reported: reportedLive,
    }
  }
  const mine = userPersonIds(content.persons, userPhone)
  let hasAisle = false
  for (const kind of content.state.kinds.values()) {
    if (kind === 'aisle') {
      hasAisle = true
      break
    }
  }
  const seatedIds = new Set<number>()
  for (const people of content.state.seats.values()) for (const id of people) seatedIds.add(id)
  return {
    hasMap: true,
    hasAisle,
    worshippers: content.persons.length,
    seated: seatedIds.size,
    userListed: mine.size > 0,
    userSeated: [...mine].some((id) => seatedIds.has(id)),
    reported: reportedLive || [...mine].some((id) => content.reported.has(id)),
  }
}
