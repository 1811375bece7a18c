import { useDeferredValue, useMemo } from 'react'
import { vacatedSeats } from '../../seat-state'
import { editorTexts } from '../editor-texts'
import { useAfterFirstPaint } from '../first-paint'
import { numberingOf, occupancyOf, type EditorState } from '../model/editor-state'

/**
 * The figures beside the map: seats and who sits, and the seats vacated on the chosen date. The grid renders
 * from `state` at once; the list and the figures follow a moment later (a deferred render), so neither the
 * first paint nor a drop waits for thousands of worshippers to be counted.
 */
export function useMapFigures(state: EditorState, date: { reported: ReadonlySet<number>; reverse: boolean }) {
  const painted = useAfterFirstPaint()
  const deferred = useDeferredValue(state, null)
  const later = painted ? deferred : null
  const figures = later
    ? editorTexts.seatsFigure(numberingOf(later).totalSeats, occupancyOf(later).occupiedSeats)
    : ''
  // Nobody reported on a regular date: nothing is vacated, and 3,000 seats need not be asked.
  const noneVacated = date.reported.size === 0 && !date.reverse
  const vacatedCount = useMemo(
    () => (noneVacated ? 0 : vacatedSeats(state.seats, date.reported, date.reverse).length),
    [noneVacated, state.seats, date.reported, date.reverse],
  )
  return { painted, later, figures, noneVacated, vacatedCount }
}
