import {
  fieldErrorText,
  fieldLabel,
  personFields,
  type FieldError,
  type PersonFields,
} from '@seats/contracts'
import { errorMessageOf, isApiError } from '@seats/sdk'

/** A refused row's field ('3.phone' is the chunk's row 4, field phone) and its text without the row. */
function rowRefusal(error: FieldError, fields: PersonFields): { row: number; text: string } | null {
  const row = error.params?.row
  if (typeof row !== 'number') return null
  const key = error.field.split('.').slice(1).join('.')
  const { row: _row, ...params } = error.params ?? {}
  const detail = error.code ? fieldErrorText({ field: key, code: error.code, params }) : error.message
  if (!key) return { row, text: detail }
  const label = fields.find((f) => f.key === key)?.label ?? fieldLabel(key)
  return { row, text: `${label}: ${detail}` }
}

/**
 * The server's Hebrew reason for a refused chunk. A refusal names rows of the chunk (row, field, code: a bad
 * value, or a phone a synagogue of a name like ours has); they are turned into the file's line numbers so
 * the warden can find them.
 */
export function refusalReason(
  error: unknown,
  chunkLines: readonly number[],
  fields: PersonFields = personFields,
): { message: string; lines: Map<number, string> } {
  const lines = new Map<number, string>()
  if (isApiError(error)) {
    for (const f of error.fields) {
      const refused = rowRefusal(f, fields)
      const line = refused ? chunkLines[refused.row - 1] : undefined
      if (refused && line !== undefined) lines.set(line, refused.text)
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
