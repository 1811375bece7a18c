import { browserStore } from '@seats/sdk'
import { parseProgress, type TourProgress } from './tour-flow'

const store = browserStore()
const progressKey = (userId: number) => `tour:${userId}`
const demoHintKey = (userId: number) => `demoCallHintDismissed:${userId}`

/** The tour's place per user, so a reload resumes it (and another account on this browser has its own). */
export const tourStorage = {
  load: (userId: number): TourProgress | null => parseProgress(store.getItem(progressKey(userId))),
  save: (userId: number, progress: TourProgress): void =>
    store.setItem(progressKey(userId), JSON.stringify(progress)),
  demoHintDismissed: (userId: number): boolean => store.getItem(demoHintKey(userId)) === '1',
  dismissDemoHint: (userId: number): void => store.setItem(demoHintKey(userId), '1'),
}
