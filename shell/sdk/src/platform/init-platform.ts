import { initColorScheme, setNavigator, type Navigator } from '@seats/sdk/core'
import { showReportToasts } from '../realtime/report-toasts'
import { installIconLoader } from '../ui/icon-loader'
import { storageKeys } from '../storage/key-value-store'
import { connectionStatus, session, socket } from './services'

let initialized = false

/**
 * Starts the page-wide parts of the platform once: colour scheme, cross-tab session sync and the
 * realtime toasts. The shell calls it; so does a remote running on its own in development.
 */
export function initPlatform(options: { navigator?: Navigator } = {}): void {
  if (options.navigator) setNavigator(options.navigator)
  if (initialized) return
  initialized = true

  installIconLoader()
  initColorScheme()
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== storageKeys.token && event.key !== storageKeys.lastMapId) return
    session.reloadFromStore()
    if (!session.getState().token) socket.disconnect()
  })
  // Back online: the socket reconnects now instead of at its next back-off, and its reconnect makes the
  // screens read again what they missed (reports, the map's version).
  window.addEventListener('online', () => {
    connectionStatus.setBrowserOnline(true)
    if (session.getState().token) socket.connect()
  })
  window.addEventListener('offline', () => connectionStatus.setBrowserOnline(false))
  showReportToasts(socket)
  // The socket opens once the stored token has proved itself (loadCurrentUser), not on a stale one.
}
