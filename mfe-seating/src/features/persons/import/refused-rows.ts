import type { ImportRow } from './import-rows'

/**
 * The preview's rows after a stopped upload: the rows saved are skipped as saved, the rows the server
 * refused are errors with its reason, the rest are as they were.
 */
export function markRefusedRows(
  rows: readonly ImportRow[],
  saved: ReadonlySet<number>,
  refused: ReadonlyMap<number, string>,
): ImportRow[] {
  return rows.map((r): ImportRow => {
    if (saved.has(r.line))
      return { ...r, status: 'skip', issues: [{ kind: 'alreadyOnList', message: 'נשמר בייבוא הזה' }] }
    const reason = refused.get(r.line)
    return reason ? { ...r, status: 'error', issues: [{ kind: 'invalid', message: reason }] } : r
  })
}
