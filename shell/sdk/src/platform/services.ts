import { createApiClient } from '../api/api-client'
import { createConnectionStatus, createUseConnectionStatus } from '../offline/connection-status'
import { offerPaymentDialog } from '../billing/payment-required'
import { createSessionStore } from '../session/session-store'
import { createUseSession } from '../session/use-session'
import { createSocketConnection } from '../socket/socket-connection'
import { browserStore } from '../storage/key-value-store'

/** The page's one session, API client and socket. */
export const session = createSessionStore(browserStore())
export const useSession = createUseSession(session)

interface AuthFailureHandlers {
  lost(): void
  forbidden(): void
  /** An action the person's role refused: their role may have changed meanwhile. */
  roleRefused(): void
}
let authFailures: AuthFailureHandlers = { lost: () => {}, forbidden: () => {}, roleRefused: () => {} }

/** The auth actions plug the logout flows in here (they depend on the client, not the other way round). */
export function handleAuthFailures(handlers: AuthFailureHandlers): void {
  authFailures = handlers
}

/** Same origin in every deployment: the gateway in production, the dev servers' proxy in development. */
export const API_BASE_URL = '/api'

/** Whether the page is connected, and when the data it shows was synced (see offline/). */
export const connectionStatus = createConnectionStatus(typeof navigator === 'undefined' || navigator.onLine)
export const useConnectionStatus = createUseConnectionStatus(connectionStatus)

export const api = createApiClient({
  baseUrl: API_BASE_URL,
  getToken: () => session.getState().token,
  setToken: (token) => session.setToken(token),
  onAuthLost: () => authFailures.lost(),
  onForbidden: () => authFailures.forbidden(),
  onRoleRefused: () => authFailures.roleRefused(),
  onPaymentRequired: (error) => offerPaymentDialog(error),
  onAnswer: (response) => connectionStatus.noteAnswer(response),
  isOffline: () => connectionStatus.getState().offline,
})

export const socket = createSocketConnection({
  getToken: () => session.getState().token,
  refreshAccessToken: () => api.refreshAccessToken(),
})
