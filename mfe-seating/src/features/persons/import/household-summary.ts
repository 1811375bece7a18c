import type { HouseholdsImported } from '@seats/contracts'
import { importHouseholdTexts } from './import-counts'

export interface HouseholdsSummary {
  /** Households the import made. */
  created: number
  /** Households that were there before and took new members. */
  joined: number
  /** Worshippers the file named a family for who stay in another household. */
  kept: number
}

/**
 * The households of a whole import from its chunks' answers: a household made by one chunk and joined by the
 * next is one made, not also one joined.
 */
export function householdsSummary(
  results: readonly { households?: HouseholdsImported }[],
): HouseholdsSummary {
  const created = new Set<number>()
  const joined = new Set<number>()
  let kept = 0
  for (const { households } of results) {
    if (!households) continue
    for (const id of households.created) created.add(id)
    for (const id of households.joined) joined.add(id)
    kept += households.kept
  }
  return { created: created.size, joined: [...joined].filter((id) => !created.has(id)).length, kept }
}

/** The summary in Hebrew ('נוצרו 12 משפחות. …'), or undefined when the file named no family. */
export function householdsSummaryText(summary: HouseholdsSummary): string | undefined {
  const parts = [
    summary.created > 0 ? importHouseholdTexts.created(summary.created) : '',
    summary.joined > 0 ? importHouseholdTexts.joined(summary.joined) : '',
    summary.kept > 0 ? importHouseholdTexts.kept(summary.kept) : '',
  ].filter((p) => p !== '')
  return parts.length > 0 ? `${parts.join('. ')}.` : undefined
}
