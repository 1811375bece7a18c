import { z } from 'zod'
import { callMaintenance } from '../internal-client'

const sweepResultSchema = z.object({ accountsSwept: z.number().int() })

/**
 * Removes what deleted accounts still hold in seating and in reporting (each keeps its own tombstones);
 * safe to run twice. Answers how many accounts each service cleaned.
 */
export async function sweepDeletedAccounts(
  urls: { seating?: string; reporting?: string },
  token: string,
): Promise<Record<string, number>> {
  const swept: Record<string, number> = {}
  for (const [service, url] of Object.entries(urls)) {
    if (!url) continue
    const result = await callMaintenance(
      url,
      token,
      '/internal/maintenance/sweep-deleted-accounts',
      sweepResultSchema,
    )
    swept[service] = result.accountsSwept
  }
  return swept
}
