/** The plan's worshipper limit as the persons screens say it, before any form opens. */
import { countTexts } from '@seats/sdk'

/** How many more worshippers the plan takes (Infinity when it sets no limit). */
export function roomLeft(count: number, maxPeople: number | undefined): number {
  return maxPeople === undefined || maxPeople <= 0 ? Infinity : Math.max(0, maxPeople - count)
}

export const personLimitTexts = {
  /** The list is full: why nothing can be added, said once, with the way out. */
  full: (maxPeople: number) =>
    `החבילה שלכם מאפשרת עד ${countTexts.worshippers(maxPeople)}, וכולם כבר ברשימה. כדי להוסיף מתפללים צריך חבילה גדולה יותר.`,
  upgrade: 'לעמוד המנוי',
  /** The next plan up, offered where the limit is met. */
  nextPlan: (maxPeople: number, price: string) =>
    `המסלול הבא: עד ${countTexts.worshippers(maxPeople)}, ${price} לחודש. השדרוג חל מיד.`,
  toNextPlan: (maxPeople: number) => `מעבר למסלול עד ${maxPeople}`,
  /** What the import can still take, said before a file is chosen. */
  importRoom: (room: number) => `אפשר לייבא עוד ${countTexts.worshippers(room)} לפי החבילה שלכם.`,
} as const

/** The subscription page, where a bigger plan is chosen. */
export const SUBSCRIPTION_PATH = '/subscription'

/** The subscription page with a plan chosen in its picker. */
export const subscriptionPathFor = (planId: number) => `${SUBSCRIPTION_PATH}?plan=${planId}`
