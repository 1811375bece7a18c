import { errorMessageOf, toast } from '@seats/sdk'
import { formatPhone, type ReminderRun } from '@seats/contracts'
import { useState } from 'react'
import { outcomeLabels } from './reminder-form'
import { remindersApi } from './reminders-api'

export type Refusal = { action: 'test' | 'run'; message: string }

/**
 * The test call and the run now. Why the last of them did not go out (Shabbat, past the cut-off) stays
 * until the next try of either.
 */
export function useReminderActions(onRun: (run: ReminderRun) => void) {
  const [refusal, setRefusal] = useState<Refusal | null>(null)

  async function testCall() {
    try {
      const res = await remindersApi.testCall()
      setRefusal(null)
      toast.info(`שיחת ניסיון ל-${formatPhone(res.phone)}: ${outcomeLabels[res.outcome]}`)
    } catch (e) {
      setRefusal({ action: 'test', message: `שיחת הניסיון לא יצאה: ${errorMessageOf(e)}` })
    }
  }

  async function runNow() {
    try {
      const run = await remindersApi.runNow()
      setRefusal(null)
      onRun(run)
    } catch (e) {
      setRefusal({ action: 'run', message: `ההרצה לא התחילה: ${errorMessageOf(e)}` })
    }
  }

  return { refusal, testCall, runNow }
}
