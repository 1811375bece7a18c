import { createInternalClient } from '@seats/kit'
import { z } from 'zod'

const deletedSchema = z.object({ deleted: z.number().int() })

/**
 * Calls a maintenance endpoint of another service's internal API (service token) and answers how many rows
 * it deleted; any failure throws, so the job retries. Purges may take a while on a large table.
 */
export function callMaintenance(baseUrl: string, token: string, path: string): Promise<{ deleted: number }>
export function callMaintenance<S extends z.ZodType>(
  baseUrl: string,
  token: string,
  path: string,
  schema: S,
): Promise<z.output<S>>
export function callMaintenance(
  baseUrl: string,
  token: string,
  path: string,
  schema: z.ZodType = deletedSchema,
): Promise<unknown> {
  return createInternalClient(baseUrl, token, { timeoutMs: 60_000 }).call('POST', path, { schema })
}
