import { PT_PER_MM, type PageLayout } from './print-layout'

export interface NameParts {
  firstName: string
  lastName: string
}

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
 * room, whole on two lines (broken between words); else with the first name's initial ("א׳ פרידמן");
 * only a last name longer than the seat is cut by the page.
 */
export function fitName(name: NameParts, perLine: number, maxLines: 1 | 2): FittedName {
  const first = name.firstName.trim()
  const last = name.lastName.trim()
  const full = [first, last].filter(Boolean).join(' ')
  if (full.length <= perLine) return { text: full, lines: 1 }
  if (maxLines === 2 && fitsTwoLines(full, perLine)) return { text: full, lines: 2 }
  const initial = first ? `${first[0]}׳ ${last}`.trim() : last
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
