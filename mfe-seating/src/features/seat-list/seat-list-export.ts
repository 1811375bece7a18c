import type { SheetTable } from '@seats/sdk'
import type { PersonDirectory } from '../map-editor'
import type { SeatListRow } from './seat-list'
import { seatListTexts as texts } from './seat-list-texts'

/** The list's lines as a sheet: row letter, seat number (the map's numbering), who, the state. */
export function seatListSheet(
  rows: readonly SeatListRow[],
  directory: Pick<PersonDirectory, 'fullName'>,
  sheetName: string,
): SheetTable {
  return {
    name: sheetName || texts.exportSheet,
    columns: [
      { header: texts.row, width: 8 },
      { header: texts.seat, width: 8 },
      { header: texts.who, width: 40 },
      { header: texts.state, width: 14 },
    ],
    rows: rows.map((r) => [
      r.rowLabel,
      r.number,
      r.holders.map((id) => directory.fullName(id)).join(', '),
      texts.states[r.state],
    ]),
  }
}
