import { cellKinds, type CellKind } from '@seats/contracts'

/** A cell that is not a plain, unlabelled seat: the only cells a map stores in its layout. */
export interface LayoutCell {
  row: number
  col: number
  kind: CellKind
  label?: string
  /** Only ever true, and only on a seat. */
  accessible?: true
}

/**
 * 'w' is an accessible seat: a code of its own keeps the tuple short, older layouts read as they are, and an
 * older server reads it as a plain seat (an unknown code is a seat).
 */
type Code = 's' | 'a' | 'b' | 'w'
type Stored = [number, number, Code, string?]
const CODE: Record<CellKind, Code> = { seat: 's', aisle: 'a', blocked: 'b' }
const KIND: Record<Code, CellKind> = { s: 'seat', a: 'aisle', b: 'blocked', w: 'seat' }

type CellFields = { kind: CellKind; label?: string | undefined; accessible?: boolean | undefined }

/** Only a seat is accessible: an aisle or a blocked cell never keeps the mark. */
const isAccessibleSeat = (c: CellFields) => c.kind === 'seat' && c.accessible === true

export const isDefaultCell = (c: CellFields) => c.kind === 'seat' && !c.label && !isAccessibleSeat(c)

/** Compact JSON for the maps.layout column: non-default cells only, as [row, col, kind code, label?]. */
export function encodeLayout(cells: ReadonlyArray<{ row: number; col: number } & CellFields>): string {
  const stored: Stored[] = []
  for (const c of cells) {
    if (isDefaultCell(c)) continue
    const code = isAccessibleSeat(c) ? 'w' : CODE[c.kind]
    stored.push(c.label ? [c.row, c.col, code, c.label] : [c.row, c.col, code])
  }
  stored.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  return JSON.stringify(stored)
}

export function decodeLayout(raw: unknown): LayoutCell[] {
  const stored = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Stored[]
  return stored.map(([row, col, code, label]) => {
    const cell: LayoutCell = { row, col, kind: KIND[code] ?? 'seat' }
    if (label) cell.label = label
    if (code === 'w') cell.accessible = true
    return cell
  })
}

/** Keeps the cells inside a (possibly shrunk) grid. */
export const insideGrid = <C extends { row: number; col: number }>(
  cells: C[],
  rows: number,
  cols: number,
): C[] => cells.filter((c) => c.row <= rows && c.col <= cols)

export const cellKey = (row: number, col: number) => row * 1_000 + col

export { cellKinds }
