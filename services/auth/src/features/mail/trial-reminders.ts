import { TRIAL_SUBSCRIPTION_TYPE, addDays, israelDate } from '@seats/contracts'
import type { Clock, Knex, Logger } from '@seats/kit'
import type { MailService } from './mail.service'

/** Days before a trial's last day on which its warden is reminded to give a card. */
export const TRIAL_REMINDER_DAYS = [3, 1] as const
const DAY_MS = 86_400_000

interface TrialRow {
  id: number
  contact_name: string
  synagogue_name: string
  subscription_ends_at: Date
  price: string | number
  max_people: number
}

/** 31/12/26. */
const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`

export function trialReminderText(
  row: Pick<TrialRow, 'contact_name' | 'synagogue_name' | 'price' | 'max_people'>,
  lastDay: string,
  daysLeft: number,
  payUrl: string,
): { subject: string; body: string } {
  const when = daysLeft === 1 ? 'מחר' : `בעוד ${daysLeft} ימים`
  const synagogue = row.synagogue_name.trim() ? ` של ${row.synagogue_name.trim()}` : ''
  return {
    subject: `תקופת הניסיון מסתיימת ${when}`,
    body: [
      row.contact_name.trim() ? `שלום ${row.contact_name.trim()},` : 'שלום,',
      '',
      `תקופת הניסיון${synagogue} מסתיימת ${when}, ביום ${shortDate(lastDay)}.`,
      'כדי שהמפה, הדיווחים בטלפון והתזכורות ימשיכו לעבוד בלי הפסקה, אפשר להזין אמצעי תשלום כבר עכשיו: החיוב הראשון יהיה רק אחרי שהניסיון יסתיים.',
      payUrl,
      '',
      `המנוי: ₪${Number(row.price)} לחודש, עד ${row.max_people} מתפללים.`,
    ].join('\n'),
  }
}

/**
 * The daily run: each warden whose trial's last day (Israel time) is 3 days or 1 day away gets one email
 * saying so, with a link that opens the payment dialog. Once per account, day and reminder, however often
 * it runs; a warden who already gave a card is no longer on a trial and gets none.
 */
export function createTrialReminders(deps: {
  db: Knex
  mail: MailService
  now: Clock
  log: Logger
  appUrl: string
}) {
  return async function sendTrialReminders(): Promise<{ sent: number }> {
    const now = deps.now()
    const today = israelDate(now)
    const rows = (await deps
      .db('users')
      .where({ subscription_type: TRIAL_SUBSCRIPTION_TYPE, is_guest: false, is_demo_guest: false })
      .whereNotNull('email')
      .whereBetween('subscription_ends_at', [now, new Date(now.getTime() + 5 * DAY_MS)])
      .select(
        'id',
        'contact_name',
        'synagogue_name',
        'subscription_ends_at',
        'price',
        'max_people',
      )) as TrialRow[]
    let sent = 0
    for (const row of rows) {
      const lastDay = israelDate(new Date(row.subscription_ends_at))
      const daysLeft = TRIAL_REMINDER_DAYS.find((d) => addDays(today, d) === lastDay)
      if (daysLeft === undefined) continue
      const { queued } = await deps.mail.sendSystem({
        accountId: Number(row.id),
        key: `trial-ends:${row.id}:${lastDay}:${daysLeft}`,
        ...trialReminderText(row, lastDay, daysLeft, `${deps.appUrl}/subscription?pay=1`),
      })
      if (queued) sent++
    }
    if (sent > 0) deps.log.info({ sent }, 'trial reminders sent')
    return { sent }
  }
}
export type SendTrialReminders = ReturnType<typeof createTrialReminders>
