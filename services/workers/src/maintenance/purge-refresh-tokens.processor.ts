import { callInternal } from '../internal-client'

/** Deletes expired and long-revoked refresh tokens in the auth service; safe to run twice. */
export async function purgeRefreshTokens(authUrl: string, token: string): Promise<{ deleted: number }> {
  return callInternal<{ deleted: number }>(authUrl, token, 'POST', '/internal/maintenance/purge-refresh-tokens')
}
