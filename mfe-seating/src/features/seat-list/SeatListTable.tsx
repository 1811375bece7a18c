import { Icon } from '@seats/sdk'
import { seatName } from '@seats/contracts'
import { memo, startTransition, useEffect, useState } from 'react'
import { type PersonDirectory } from '../map-editor'
import { VacatedSwatch } from '../seat-state'
import type { SeatListRow } from './seat-list'
import { seatListTexts as texts } from './seat-list-texts'

export interface SeatListTableProps {
  caption: string
  rows: readonly SeatListRow[]
  /** Changes when the warden filters anew: the rows are drawn in stages again from the top. */
  filterKey: string
  directory: PersonDirectory
  reverse: boolean
  onEdit(key: number): void
}

/**
 * Rows drawn at once; then twice as many each frame, so a hall of thousands of seats shows at once and the
 * whole table is there within a few frames (every step lays the table out again: few, growing steps).
 */
const FIRST_ROWS = 150

/**
 * How many rows to draw: all of them within a few frames, the first ones right away. Live changes keep what
 * is drawn (a screen reader's place in the table stays); a new filter starts from the top again.
 */
function useRowsInStages(total: number, filterKey: string): number {
  const [drawn, setDrawn] = useState(FIRST_ROWS)
  const [drawnFor, setDrawnFor] = useState(filterKey)
  if (drawnFor !== filterKey) {
    setDrawnFor(filterKey)
    setDrawn(FIRST_ROWS)
  }
  useEffect(() => {
    if (drawn >= total) return
    const frame = requestAnimationFrame(() => startTransition(() => setDrawn((n) => n * 2)))
    return () => cancelAnimationFrame(frame)
  }, [drawn, total])
  return Math.min(drawn, total)
}

/**
 * The seats as a real table: a caption naming the map and the date, column headers, one row per seat. On
 * a phone each row becomes a card (seat-list.css) with the headers kept for a screen reader.
 */
export function SeatListTable({ caption, rows, filterKey, directory, reverse, onEdit }: SeatListTableProps) {
  const drawn = useRowsInStages(rows.length, filterKey)
  return (
    <table className="sl-table">
      <caption className="sl-table__caption">{caption}</caption>
      <thead className="sr-only-phone">
        <tr>
          <th scope="col" className="sl-table__col-section">
            {texts.section}
          </th>
          <th scope="col" className="sl-table__col-row">
            {texts.row}
          </th>
          <th scope="col" className="sl-table__col-seat">
            {texts.seat}
          </th>
          <th scope="col">{texts.who}</th>
          <th scope="col" className="sl-table__col-state">
            {texts.state}
          </th>
          <th scope="col" className="sl-table__col-actions">
            <span className="sr-only">{texts.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={6} className="sl-table__none">
              {texts.noMatches}
            </td>
          </tr>
        ) : (
          rows
            .slice(0, drawn)
            .map((row) => (
              <SeatRow key={row.key} row={row} directory={directory} reverse={reverse} onEdit={onEdit} />
            ))
        )}
      </tbody>
    </table>
  )
}

interface SeatRowProps {
  row: SeatListRow
  directory: PersonDirectory
  reverse: boolean
  onEdit(key: number): void
}

/** One seat. Rows are rebuilt on every change of the map; a row re-renders only when its own seat did. */
const SeatRow = memo(
  function SeatRow({ row, directory, reverse, onEdit }: SeatRowProps) {
    const name = seatName(row.rowLabel, row.number)
    return (
      <tr className={`sl-row sl-row--${row.state}`}>
        <td className="sl-row__section" data-label={texts.section}>
          {row.section}
        </td>
        <td className="sl-row__row" data-label={texts.row}>
          {row.rowLabel}
        </td>
        <td className="sl-row__seat" data-label={texts.seat}>
          {row.number}
        </td>
        {/* An empty seat's card says "פנוי" already; "אין מתפללים" stays for a screen reader. */}
        <td className={row.holders.length === 0 ? 'sl-row__who sr-only-phone' : 'sl-row__who'}>
          {row.holders.length === 0 ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">{texts.nobody}</span>
            </>
          ) : (
            row.holders.map((id) => directory.fullName(id)).join(', ')
          )}
        </td>
        <td className="sl-row__state">
          <span
            className={`sl-state sl-state--${row.state}`}
            title={
              row.state === 'vacated'
                ? reverse
                  ? texts.vacatedReverseDetail
                  : texts.vacatedDetail
                : undefined
            }
          >
            {row.state === 'vacated' ? <VacatedSwatch /> : null}
            {texts.states[row.state]}
          </span>
        </td>
        <td className="sl-row__actions">
          {/* A plain button in Blueprint's look: thousands of rows, each a Button component, draw slowly. */}
          <button
            type="button"
            className="bp6-button bp6-minimal sl-row__edit"
            aria-label={texts.editSeat(name)}
            title={texts.editSeat(name)}
            data-seat-key={row.key}
            onClick={() => onEdit(row.key)}
          >
            <Icon icon="edit" />
          </button>
        </td>
      </tr>
    )
  },
  (a, b) =>
    a.directory === b.directory &&
    a.reverse === b.reverse &&
    a.onEdit === b.onEdit &&
    a.row.key === b.row.key &&
    a.row.state === b.row.state &&
    a.row.section === b.row.section &&
    a.row.rowLabel === b.row.rowLabel &&
    a.row.number === b.row.number &&
    a.row.holders === b.row.holders,
)
