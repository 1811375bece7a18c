import { cellKinds, type CellKind } from '@seats/contracts'

/** A cell that is not a plain, unlabelled seat: the only cells a map stores in its layout. */
export interface LayoutCell {
  row: number
  col: number
  kind: CellKind
  label?: string
}

type Stored = [number, number, 's' | 'a' | 'b', string?]
const CODE: Record<CellKind, Stored[2]> = { seat: 's', aisle: 'a', blocked: 'b' }
const KIND: Record<Stored[2], CellKind> = { s: 'seat', a: 'aisle', b: 'blocked' }

export const isDefaultCell = (c: { kind: CellKind; label?: string | undefined }) =>
  c.kind === 'seat' && !c.label

/** Compact JSON for the maps.layout column: non-default cells only, as [row, col, kind, label?]. */
export function encodeLayout(
  cells: ReadonlyArray<{ row: number; col: number; kind: CellKind; label?: string | undefined }>,
): string {
  const stored: Stored[] = []
  for (const c of cells) {
    if (isDefaultCell(c)) continue
    stored.push(c.label ? [c.row, c.col, CODE[c.kind], c.label] : [c.row, c.col, CODE[c.kind]])
  }
  stored.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  return JSON.stringify(stored)
}

export function decodeLayout(raw: unknown): LayoutCell[] {
  const stored = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Stored[]
  return stored.map(([row, col, code, label]) => {
    const kind = KIND[code] ?? 'seat'
    return label ? { row, col, kind, label } : { row, col, kind }
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
