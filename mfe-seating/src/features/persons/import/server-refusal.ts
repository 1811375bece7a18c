import { fieldLabel } from '@seats/contracts'
import { errorMessageOf, isApiError } from '@seats/sdk'

/**
 * The server's Hebrew reason for a refused chunk. A refusal may name rows of the chunk ('12.phone': a bad
 * value, or a phone a synagogue of a name like ours has); they are turned into the file's line numbers
 * so the warden can find them.
 */
export function refusalReason(
  error: unknown,
  chunkLines: readonly number[],
): { message: string; lines: Map<number, string> } {
  const lines = new Map<number, string>()
  if (isApiError(error) && error.fields.length > 0) {
    for (const f of error.fields) {
      const match = /^(\d+)\.(.+)$/.exec(f.field)
      const line = match ? chunkLines[Number(match[1])] : undefined
      if (line === undefined || !match) continue
      const detail = f.message.includes(': ') ? f.message.slice(f.message.indexOf(': ') + 2) : f.message
      lines.set(line, `${fieldLabel(match[2] ?? '')}: ${detail}`)
    }
    if (lines.size > 0) {
      const shown = [...lines.keys()].slice(0, 5).join(', ')
      return {
        message: `השרת דחה את ${lines.size === 1 ? 'שורה' : 'שורות'} ${shown}${lines.size > 5 ? ` ועוד ${lines.size - 5}` : ''} בקובץ.`,
        lines,
      }
    }
  }
  return { message: errorMessageOf(error), lines }
}
