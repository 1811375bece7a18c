import { callMaintenance } from '../internal-client'

/** Deletes expired and long-revoked refresh tokens in the auth service; safe to run twice. */
export async function purgeRefreshTokens(authUrl: string, token: string): Promise<{ deleted: number }> {
  return callMaintenance(authUrl, token, '/internal/maintenance/purge-refresh-tokens')
}
