import { seatStateTexts, vacatedSeats } from '../../seat-state'
import { editorTexts } from '../editor-texts'
import { numberingOf, type EditorState } from '../model/editor-state'

/**
 * What a screen reader hears of the seats freed on the chosen date, without arrowing through every cell:
 * "2 מקומות התפנו לשבת פרשת וישלח: שורה א מושבים 3, 4; שורה ג מושב 5". Rows in the hall's order, seats by
 * number.
 */
export function vacatedSummary(
  state: Pick<EditorState, 'rows' | 'cols' | 'seats' | 'kinds' | 'elements' | 'seatNumbering'>,
  date: { reported: ReadonlySet<number>; reverse: boolean; name: string | null },
): string {
  const keys =
    date.reported.size === 0 && !date.reverse ? [] : vacatedSeats(state.seats, date.reported, date.reverse)
  const head = `${seatStateTexts.vacatedCount(keys.length)} ${editorTexts.forDate(date.name)}`
  if (keys.length === 0) return head
  const numbering = numberingOf(state as EditorState)
  const byRow = new Map<number, number[]>()
  for (const key of keys) {
    const row = Math.floor(key / 1000)
    const number = numbering.numberAt(row, key % 1000)
    if (number === null) continue
    byRow.set(row, [...(byRow.get(row) ?? []), number])
  }
  const rows = [...byRow.entries()]
    .sort(([a], [b]) => a - b)
    .map(([row, numbers]) =>
      editorTexts.rowSeats(
        numbering.rowLabel(row) ?? '',
        numbers.sort((a, b) => a - b),
      ),
    )
  return `${head}: ${rows.join('; ')}`
}
