import { createInternalClient } from '@seats/kit'
import { z } from 'zod'

const deletedSchema = z.object({ deleted: z.number().int() })

/**
 * Calls a maintenance endpoint of another service's internal API (service token) and answers how many rows
 * it deleted; any failure throws, so the job retries. Purges may take a while on a large table.
 */
export function callMaintenance(baseUrl: string, token: string, path: string): Promise<{ deleted: number }> {
  return createInternalClient(baseUrl, token, { timeoutMs: 60_000 }).call('POST', path, { schema: deletedSchema })
}
