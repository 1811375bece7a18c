import type { Display } from '@seats/contracts'

/** ?display=all prints every display, one page each. */
export const ALL_DISPLAYS = 'all'

/** The displays a print view shows: all, the one named by id, or else the map's default (the first). */
export function chooseDisplays<D extends Pick<Display, 'id'>>(
  displays: readonly D[],
  choice: string | null,
): D[] {
  if (choice === ALL_DISPLAYS) return [...displays]
  const named = choice !== null ? displays.find((d) => String(d.id) === choice) : undefined
  const first = displays[0]
  return named ? [named] : first ? [first] : []
}
