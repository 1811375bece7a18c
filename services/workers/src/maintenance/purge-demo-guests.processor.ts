import { callMaintenance } from '../internal-client'

/**
 * Deletes demo accounts that were never upgraded once they are DEMO_TTL_DAYS old (auth decides which);
 * auth's account.deleted event makes seating and reporting drop their data. Safe to run twice.
 */
export async function purgeDemoGuests(authUrl: string, token: string): Promise<{ deleted: number }> {
  return callMaintenance(authUrl, token, '/internal/maintenance/purge-demo-guests')
}
