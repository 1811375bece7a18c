import type { User } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import {
  CALL_STEP,
  DRAG_STEP,
  TOUR_DONE,
  followFacts,
  freshProgress,
  moveStep,
  offersTour,
  openTour,
  parseProgress,
  type TourFacts,
} from './tour-flow'
import { sampleUser } from '@seats/contracts/testing'

const none: TourFacts = {
  hasMap: false,
  hasAisle: false,
  worshippers: 0,
  seated: 0,
  userListed: false,
  userSeated: false,
  reported: false,
}
const facts = (over: Partial<TourFacts>): TourFacts => ({ ...none, ...over })

const user = (over: Partial<User>): User => sampleUser({ id: 7, isNew: true, ...over })

describe('who gets the tour', () => {
  it('offers it to new users, never to demo guests or users who are not new', () => {
    expect(offersTour(user({}))).toBe(true)
    expect(offersTour(user({ isGuest: true }))).toBe(true)
    expect(offersTour(user({ isDemoGuest: true, isGuest: true }))).toBe(false)
    expect(offersTour(user({ isNew: false }))).toBe(false)
    expect(offersTour(null)).toBe(false)
  })

  it('offers it to the owner who opened the synagogue, never to a warden or viewer who joined its team', () => {
    const team = (role: 'owner' | 'warden' | 'viewer') => ({
      current: { accountId: 3, synagogueName: 'אהל משה', role },
      memberships: [{ accountId: 3, synagogueName: 'אהל משה', role }],
    })
    expect(offersTour(user({ team: team('owner') }))).toBe(true)
    expect(offersTour(user({ team: team('warden') }))).toBe(false)
    expect(offersTour(user({ team: team('viewer') }))).toBe(false)
  })
})

describe('openTour', () => {
  it('starts a user with nothing at creating a map', () => {
    expect(openTour(null, none)).toEqual({ step: 0, dismissed: false })
  })

  it('starts past the steps the user already did', () => {
    expect(openTour(null, facts({ hasMap: true })).step).toBe(1)
    expect(openTour(null, facts({ hasMap: true, hasAisle: true })).step).toBe(2)
  })

  it('jumps to the drag step when the user’s phone is among the worshippers', () => {
    expect(openTour(null, facts({ hasMap: true, worshippers: 3, userListed: true })).step).toBe(DRAG_STEP)
  })

  it('skips one more, to the call, when the user’s phone is seated on the map', () => {
    expect(
      openTour(null, facts({ hasMap: true, worshippers: 3, seated: 1, userListed: true, userSeated: true }))
        .step,
    ).toBe(CALL_STEP)
  })

  it('skips the rest when the user already reported', () => {
    expect(
      openTour(null, facts({ hasMap: true, userListed: true, userSeated: true, reported: true })).step,
    ).toBe(TOUR_DONE)
  })

  it('resumes the saved step and keeps a dismissed tour dismissed', () => {
    expect(openTour({ step: 2, dismissed: false }, facts({ hasMap: true })).step).toBe(2)
    expect(openTour({ step: 1, dismissed: true }, none)).toEqual({ step: 1, dismissed: true })
  })
})

describe('followFacts', () => {
  it('moves on when the step is done: a map is created, an aisle marked, worshippers added', () => {
    let p = openTour(null, none)
    p = followFacts(p, none, facts({ hasMap: true })).progress
    expect(p.step).toBe(1)
    p = followFacts(p, facts({ hasMap: true }), facts({ hasMap: true, hasAisle: true })).progress
    expect(p.step).toBe(2)
    p = followFacts(
      p,
      facts({ hasMap: true, hasAisle: true }),
      facts({ hasMap: true, hasAisle: true, worshippers: 2 }),
    ).progress
    expect(p.step).toBe(DRAG_STEP)
  })

  it('moves from the drag step to the call once the user’s own worshipper is seated', () => {
    const listed = facts({ hasMap: true, hasAisle: true, worshippers: 2, userListed: true })
    const p = { step: DRAG_STEP, dismissed: false }
    expect(followFacts(p, listed, { ...listed, seated: 1 }).progress.step).toBe(DRAG_STEP)
    expect(followFacts(p, listed, { ...listed, seated: 1, userSeated: true }).progress.step).toBe(CALL_STEP)
  })

  it('does not undo "back" on an unrelated change', () => {
    const done = facts({ hasMap: true, hasAisle: true })
    const back = moveStep({ step: 2, dismissed: false }, -1)
    expect(back.step).toBe(1)
    expect(followFacts(back, done, { ...done, seated: 0 }).progress.step).toBe(1)
  })

  it('celebrates the user’s report, from any step', () => {
    const before = facts({ hasMap: true, userListed: true, userSeated: true })
    const change = followFacts({ step: CALL_STEP, dismissed: false }, before, { ...before, reported: true })
    expect(change).toEqual({ progress: { step: TOUR_DONE, dismissed: false }, celebrate: true })
    expect(followFacts({ step: 1, dismissed: false }, before, { ...before, reported: true }).celebrate).toBe(
      true,
    )
  })

  it('does nothing once the tour was dismissed', () => {
    const change = followFacts({ step: 1, dismissed: true }, none, facts({ reported: true }))
    expect(change).toEqual({ progress: { step: 1, dismissed: true }, celebrate: false })
  })
})

describe('moveStep and saved progress', () => {
  it('keeps next and back within the steps', () => {
    expect(moveStep(freshProgress, -1).step).toBe(0)
    expect(moveStep({ step: TOUR_DONE, dismissed: false }, 1).step).toBe(TOUR_DONE)
  })

  it('reads what it saved and refuses anything else', () => {
    expect(parseProgress(JSON.stringify({ step: 3, dismissed: false }))).toEqual({
      step: 3,
      dismissed: false,
    })
    expect(parseProgress('{"step":9}')).toBeNull()
    expect(parseProgress('not json')).toBeNull()
    expect(parseProgress(null)).toBeNull()
  })
})
