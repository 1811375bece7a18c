import { z } from 'zod'
import { callMaintenance } from '../internal-client'

/**
 * Emails the wardens whose trial ends in 3 days or tomorrow (auth decides who, and sends each reminder once),
 * so a card can be given before the map stops taking changes. Safe to run twice.
 */
export async function sendTrialReminders(authUrl: string, token: string): Promise<{ sent: number }> {
  return callMaintenance(
    authUrl,
    token,
    '/internal/maintenance/trial-reminders',
    z.object({ sent: z.number() }),
  )
}
