import { personFields, type PersonFields } from '@seats/contracts'
import { PT_PER_MM, type PageLayout } from './print-layout'

/** A worshipper's printed fields by key (the declared fields that print: a title, the names). */
export type NameParts = Readonly<Record<string, string | undefined>>

/** The printed fields of a worshipper, read by the declaration. */
export function printedNameOf(person: object, fields: PersonFields = personFields): NameParts {
  const values = person as Record<string, unknown>
  return Object.fromEntries(
    fields
      .filter((f) => f.prints)
      .map((f) => [f.key, typeof values[f.key] === 'string' ? values[f.key] : '']),
  ) as NameParts
}

/** The printed fields' words in the declaration's order (empty ones kept in their place). */
const printedWords = (name: NameParts, fields: PersonFields) =>
  fields.filter((f) => f.prints).map((f) => (name[f.key] ?? '').trim())

/** Whether a seat has anything of this worshipper to print. */
export const hasPrintedName = (name: NameParts, fields: PersonFields = personFields) =>
  printedWords(name, fields).some(Boolean)

/** A printed name and how many lines it takes. */
export interface FittedName {
  text: string
  lines: 1 | 2
}

/** The seat's side padding, as print.css gives it (0.6 mm each side). */
const CELL_PADDING_MM = 1.2
/** The average width of a Hebrew letter of the seat's font, in em. */
const LETTER_EM = 0.55

/** How many letters of the seat's text size fit across one of the layout's cells. */
export function lettersPerLine(layout: Pick<PageLayout, 'cellWidth' | 'fontPt'>): number {
  const widthPt = (layout.cellWidth - CELL_PADDING_MM) * PT_PER_MM
  return Math.max(4, Math.floor(widthPt / (layout.fontPt * LETTER_EM)))
}

/**
 * A name as it fits a printed seat, before anything is cut: whole on one line; else, where the seat has
 * room, whole on two lines (broken between words); else with the first name's initial ("א׳ פרידמן"),
 * the last printed field being the family name and the one before it the first name (a title before them
 * stays whole); only a last name longer than the seat is cut by the page.
 */
export function fitName(
  name: NameParts,
  perLine: number,
  maxLines: 1 | 2,
  fields: PersonFields = personFields,
): FittedName {
  const words = printedWords(name, fields)
  const last = words.at(-1) ?? ''
  const first = words.at(-2) ?? ''
  const before = words.slice(0, -2).filter(Boolean)
  const full = words.filter(Boolean).join(' ')
  if (full.length <= perLine) return { text: full, lines: 1 }
  if (maxLines === 2 && fitsTwoLines(full, perLine)) return { text: full, lines: 2 }
  // One name ('שלמה') is never cut to its initial.
  const initial = last ? [...before, first ? `${first[0]}׳` : '', last].filter(Boolean).join(' ') : full
  if (initial.length <= perLine || maxLines === 1) return { text: initial, lines: 1 }
  return { text: initial, lines: fitsTwoLines(initial, perLine) ? 2 : 1 }
}

/** Whether words break into two lines of at most perLine letters. */
function fitsTwoLines(text: string, perLine: number): boolean {
  const words = text.split(/\s+/)
  let line = ''
  let lines = 1
  for (const word of words) {
    if (word.length > perLine) return false
    const next = line ? `${line} ${word}` : word
    if (next.length <= perLine) line = next
    else {
      lines++
      line = word
    }
  }
  return lines <= 2
}
