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
  /** What the import can still take, said before a file is chosen. */
  importRoom: (room: number) => `אפשר לייבא עוד ${countTexts.worshippers(room)} לפי החבילה שלכם.`,
} as const

/** The subscription page, where a bigger plan is chosen. */
export const SUBSCRIPTION_PATH = '/subscription'
