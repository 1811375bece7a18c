// What a call says and asks, spoken alike by the phone line and the outbound reminder calls.
export interface Ask {
  /** A fresh name per question, so a replayed request is told apart from a new answer. */
  var: string
  maxDigits: number
  options: string[]
}

export interface Prompt {
  say: string[]
  ask?: Ask
  hangup: boolean
}

/** Words said before hanging up. */
export const callEnding = (lines: string[]): Prompt => ({ say: lines, hangup: true })
