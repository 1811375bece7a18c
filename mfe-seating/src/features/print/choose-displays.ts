import type { Display } from '@seats/contracts'

/** ?display=all prints every display, one page each, when they all share one paper. */
export const ALL_DISPLAYS = 'all'

type Paper = Pick<Display, 'size' | 'orientation'>
type Printable = Pick<Display, 'id' | 'size' | 'orientation'>

/** One thing the print view can print: a display, or every display of one paper. */
export interface PrintChoice<D extends Printable> {
  /** The value of ?display=. */
  value: string
  displays: D[]
  /** Set on a choice of several displays: the paper they share. */
  paper?: Paper
}

const paperKey = (p: Paper) => `${p.size}-${p.orientation}`

/**
 * Each display alone, and the displays printed together. A printer takes one paper per job, so displays of
 * different papers are never printed together: "all" becomes one choice per paper that several displays use.
 */
export function printChoices<D extends Printable>(displays: readonly D[]): PrintChoice<D>[] {
  const singles = displays.map((d) => ({ value: String(d.id), displays: [d] }))
  if (displays.length < 2) return singles
  const byPaper = new Map<string, D[]>()
  for (const d of displays) byPaper.set(paperKey(d), [...(byPaper.get(paperKey(d)) ?? []), d])
  const groups = [...byPaper.values()].filter((group) => group.length > 1)
  if (byPaper.size === 1)
    return [...singles, { value: ALL_DISPLAYS, displays: [...displays], paper: displays[0] }]
  return [
    ...singles,
    ...groups.map((group) => ({
      value: `${ALL_DISPLAYS}-${paperKey(group[0]!)}`,
      displays: group,
      paper: group[0],
    })),
  ]
}

/** Whether the displays use more than one paper (and so print in separate jobs). */
export const mixesPapers = (displays: readonly Paper[]): boolean => new Set(displays.map(paperKey)).size > 1

/**
 * What the print view prints for ?display=: the choice of that value; "all" on displays of several papers
 * (an older link) prints the first display's paper; anything else, the first display.
 */
export function chooseDisplays<D extends Printable>(
  displays: readonly D[],
  choice: string | null,
): { value: string; displays: D[] } {
  const choices = printChoices(displays)
  const named = choices.find((c) => c.value === choice)
  if (named) return named
  const first = displays[0]
  if (!first) return { value: '', displays: [] }
  if (choice === ALL_DISPLAYS)
    return choices.find((c) => c.paper && paperKey(c.paper) === paperKey(first)) ?? choices[0]!
  return choices[0]!
}
