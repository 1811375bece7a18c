import type { SeasonRequestsOverview } from '@seats/contracts'
import { matchesWords } from '../households'

type HouseholdAnswer = SeasonRequestsOverview['households'][number]

/** Which households the answers table shows. */
export const answerFilters = ['all', 'answered', 'unanswered', 'notSent'] as const
export type AnswerFilter = (typeof answerFilters)[number]

/** Rows drawn at first and added per 'show more': 400 households would make a page of thousands of pixels. */
export const ROWS_AT_ONCE = 50

const inFilter: Record<AnswerFilter, (h: HouseholdAnswer) => boolean> = {
  all: () => true,
  answered: (h) => h.request !== null,
  unanswered: (h) => h.request === null,
  notSent: (h) => h.linkSentAt === null,
}

/** How many households each filter holds. */
export function answerCounts(households: readonly HouseholdAnswer[]): Record<AnswerFilter, number> {
  const counts = { all: 0, answered: 0, unanswered: 0, notSent: 0 }
  for (const h of households) for (const f of answerFilters) if (inFilter[f](h)) counts[f]++
  return counts
}

/** The households a reminder goes to: those that have a link and have not answered. */
export const awaitingAnswer = (households: readonly HouseholdAnswer[]) =>
  households.filter((h) => h.linkSentAt !== null && h.request === null).length

/** The households in the filter whose name matches the search. */
export function requestRows(
  households: readonly HouseholdAnswer[],
  filter: AnswerFilter,
  query: string,
): HouseholdAnswer[] {
  return households.filter((h) => inFilter[filter](h) && matchesWords(h.name, query))
}
