export interface TableOptions {
  /** Put before every line, to set a table under a heading. */
  indent?: string
  /** Columns (by index) of text, lined up on the left; the others (figures) on the right. Default: the first. */
  left?: number[]
}

/** Prints a header and rows as aligned columns, two spaces apart. */
export function printTable(
  header: string[],
  rows: string[][],
  { indent = '', left = [0] }: TableOptions = {},
): void {
  const table = [header, ...rows]
  const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)))
  for (const row of table) {
    const cells = row.map((c, i) =>
      left.includes(i) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0),
    )
    console.log(`${indent}${cells.join('  ')}`.trimEnd())
  }
}
