import type { LobbyPage } from '@seats/contracts'

/** The free seats row by row, as a screen reader reads them: 'שורה א: 3, 4'. */
export function freeSeatsByRow(
  page: Pick<LobbyPage, 'cells' | 'rowLabels'>,
): Array<{ row: string; seats: string[] }> {
  const rows = new Map<number, string[]>()
  for (const cell of page.cells)
    if (cell.free && cell.label !== null) rows.set(cell.row, [...(rows.get(cell.row) ?? []), cell.label])
  return [...rows].map(([row, seats]) => ({ row: page.rowLabels[row - 1] ?? String(row), seats }))
}
