import { z } from 'zod'
import { callMaintenance } from '../internal-client'

const sweepResultSchema = z.object({ accountsSwept: z.number().int() })

/** Removes what deleted accounts still hold in the seating service (tombstoned there); safe to run twice. */
export function sweepDeletedAccounts(
  seatingUrl: string,
  token: string,
): Promise<z.infer<typeof sweepResultSchema>> {
  return callMaintenance(seatingUrl, token, '/internal/maintenance/sweep-deleted-accounts', sweepResultSchema)
}
