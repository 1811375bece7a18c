import type { User } from '@seats/contracts'

/** The tour's steps, in order (seed §2): create a map, aisles, worshippers, seating, the phone call. */
export const tourSteps = ['createMap', 'aisles', 'worshippers', 'drag', 'call'] as const
export type TourStepId = (typeof tourSteps)[number]
/** Index of the drag step, where a user whose phone is among the worshippers starts (seed §4). */
export const DRAG_STEP = 3
export const CALL_STEP = 4
/** Past the last step: the tour is over. */
export const TOUR_DONE = tourSteps.length

/** The seed's tour delays: the start after the map id changes, the pause after a step is done, the end dialog after confetti. */
export const TOUR_START_DELAY_MS = 2000
export const TOUR_STEP_DONE_DELAY_MS = 1500
export const TOUR_END_DELAY_MS = 4000

/** What the map screen knows that says which steps the user already did. */
export interface TourFacts {
  hasMap: boolean
  hasAisle: boolean
  worshippers: number
  /** People seated on this map. */
  seated: number
  /** A worshipper has the user's phone. */
  userListed: boolean
  /** A worshipper with the user's phone sits on this map. */
  userSeated: boolean
  /** A worshipper with the user's phone reported. */
  reported: boolean
}

/** Where the user is in the tour; kept per user so a reload resumes it. */
export interface TourProgress {
  step: number
  /** The user skipped the tour. */
  dismissed: boolean
}

export const freshProgress: TourProgress = { step: 0, dismissed: false }

/**
 * New users get the tour; demo guests are exempt (seed §4), and so is whoever joined a synagogue's team: the
 * tour builds a synagogue's first map, which is its owner's to do.
 */
export const offersTour = (user: User | null): boolean =>
  !!user && user.isNew && !user.isDemoGuest && (user.team?.current.role ?? 'owner') === 'owner'

export const isTourOver = (progress: TourProgress): boolean =>
  progress.dismissed || progress.step >= TOUR_DONE

/** Whether a step's own task is already done. */
export function stepDone(step: number, facts: TourFacts): boolean {
  switch (tourSteps[step]) {
    case 'createMap':
      return facts.hasMap
    case 'aisles':
      return facts.hasAisle
    case 'worshippers':
      return facts.worshippers > 0
    // A user who is not among the worshippers cannot be seated: any seating counts.
    case 'drag':
      return facts.userSeated || (!facts.userListed && facts.seated > 0)
    case 'call':
      return facts.reported
    default:
      return true
  }
}

/**
 * The skip rules (seed §4): a report skips the rest; the user's phone seated on the map starts at the call
 * step; the user's phone among the worshippers starts at the drag step.
 */
export function skipTo(step: number, facts: TourFacts): number {
  if (facts.reported) return TOUR_DONE
  if (facts.userSeated) return Math.max(step, CALL_STEP)
  if (facts.userListed) return Math.max(step, DRAG_STEP)
  return step
}

function pastDoneSteps(step: number, facts: TourFacts): number {
  let next = step
  while (next < TOUR_DONE && stepDone(next, facts)) next++
  return next
}

/** The tour opens (after a reload too): the saved step, past whatever the user has already done. */
export function openTour(saved: TourProgress | null, facts: TourFacts): TourProgress {
  const progress = saved ?? freshProgress
  if (progress.dismissed) return progress
  return { ...progress, step: pastDoneSteps(skipTo(progress.step, facts), facts) }
}

export interface TourChange {
  progress: TourProgress
  /** The user's own report just arrived: confetti, then the end. */
  celebrate: boolean
}

/**
 * The map changed under the open tour. The tour moves on when the step's task became done (and past any
 * later steps already done) or a skip rule starts to apply; otherwise it stays, so "back" is not undone by
 * an unrelated change.
 */
export function followFacts(progress: TourProgress, before: TourFacts, after: TourFacts): TourChange {
  if (isTourOver(progress)) return { progress, celebrate: false }
  if (after.reported && !before.reported)
    return { progress: { ...progress, step: TOUR_DONE }, celebrate: true }
  let step = progress.step
  if (stepDone(step, after) && !stepDone(step, before)) step = pastDoneSteps(step, after)
  if ((after.userSeated && !before.userSeated) || (after.userListed && !before.userListed))
    step = skipTo(step, after)
  return { progress: step === progress.step ? progress : { ...progress, step }, celebrate: false }
}

/** The user's next / back buttons. */
export function moveStep(progress: TourProgress, by: 1 | -1): TourProgress {
  return { ...progress, step: Math.min(TOUR_DONE, Math.max(0, progress.step + by)) }
}

/** Reads saved progress defensively: storage may hold anything. */
export function parseProgress(raw: string | null): TourProgress | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { step, dismissed } = value as Record<string, unknown>
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > TOUR_DONE) return null
    return { step, dismissed: dismissed === true }
  } catch {
    return null
  }
}
