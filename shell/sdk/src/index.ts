/**
 * @seats/sdk: the front-end platform shared by the shell and every remote as one Module Federation
 * singleton (one session, one API client, one socket, one toaster per page).
 */
// The light part, through the package name so it stays one shared module (see core.ts).
export * from '@seats/sdk/core'

// The page's one router and one Blueprint: the parts in use.
export * from './router'
export * from './blueprint'

// Session
export {
  session,
  useSession,
  api,
  socket,
  API_BASE_URL,
  connectionStatus,
  useConnectionStatus,
} from './platform/services'
export { syncTimeText, type ConnectionState } from './offline/connection-status'
export type { SessionState, SessionStore } from './session/session-store'

// Auth
export {
  login,
  register,
  startGuestDemo,
  logout,
  openSession,
  loadCurrentUser,
  afterSignInPath,
  goToLogin,
  guardNavigation,
  enterSynagogue,
  registerByInvitation,
  type RegistrationDetails,
} from './auth/auth-actions'

// The synagogue's team: the person's role where the session acts, and the team calls
export {
  sessionUserSchema,
  sessionAnswerSchema,
  type SessionUser,
  type SessionAnswer,
} from './team/session-user'
export { teamRoleOf, viewOnlyText, type TeamRole } from './team/team-role'
export { useTeamRole } from './team/use-team-role'
export { teamApi } from './team/team-api'
export { ViewOnlyNote } from './team/view-only-note'
export { activityApi } from './team/activity-api'
export { useLastChange } from './team/use-last-change'
export { LastChangeLine } from './team/last-change-line'

// API
export type { ApiClient, RequestOptions, HttpMethod } from './api/api-client'
export { ApiError, isApiError, errorMessageOf, type ApiErrorCode } from './api/api-error'

// Forms
// useCheckedForm comes with the core above; the full sdk gives it its toasts and its reading of an ApiError.
import './forms/default-form-reporting'
export { fieldErrorsFromIssues, serverFieldErrors, GENERIC_FIELD_MESSAGE } from './forms/form-errors'

// Navigation
export {
  nextNavigationStep,
  mapPath,
  HOME_PATH,
  LOGIN_PATH,
  type NavigationContext,
  type NavigationStep,
} from './navigation/navigation-rules'
export { isNavigationGuardRunning } from './navigation/navigation-guard'
export { parseRouteManifest } from './navigation/route-manifest'

// Realtime
export type { SocketConnection, ServerEventName } from './socket/socket-connection'
export { openLobbySocket, type LobbySocketHandlers } from './socket/lobby-socket'
export { useLiveList, type LiveList } from './realtime/use-live-list'

// Feedback
export {
  showToast,
  toast,
  TOAST_TIMEOUT_MS,
  SUCCESS_TOAST_TIMEOUT_MS,
  LEAD_TOAST_TIMEOUT_MS,
  setToastArea,
  disposeToasters,
  type ToastInput,
  type ToastPlacement,
} from './toaster/toaster'
export { announce } from './ui/announcer'
export { confirmDialog, confirmDelete, type ConfirmOptions } from './dialogs/confirm-dialog'
export { FormDialogFooter, type FormDialogFooterProps } from './dialogs/form-dialog-footer'
export { FormDialog, type FormDialogProps } from './dialogs/form-dialog'
export { toastTexts, countTexts, confirmTexts, bannerTexts, billingTexts, errorTexts } from './strings/he'

// Look and feel
export {
  dayjs,
  formatDate,
  formatDateTime,
  formatChangeTime,
  dayName,
  fromNow,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  API_DATE_FORMAT,
} from './dates/hebrew-dates'
export { PlatformProvider } from './ui/platform-provider'
export { PageFrame, type PageFrameProps } from './ui/page-frame'
export { SkipLink, type SkipLinkProps } from './ui/skip-link'
export { useMediaQuery, useIsPhone, PHONE_MEDIA_QUERY } from './ui/media-query'
export { ErrorPanel, RemoteCrashPanel, type ErrorPanelProps } from './ui/error-panel'
export { EmptyState, LoadFailedState, LoadingState } from './ui/screen-states'

// Billing
export {
  registerPaymentDialog,
  openPaymentDialog,
  usePaymentDialogAvailable,
  paymentDialogAvailable,
} from './billing/payment-dialog'
export { billingApi, newIdempotencyKey } from './billing/billing-api'
export {
  createCardToken,
  loadCardScripts,
  CardTokenError,
  CARD_TOKEN_TIMEOUT_MS,
  type CardTokenFailure,
  type CreateTokenOptions,
} from './billing/card-script'
export { offerPaymentDialog } from './billing/payment-required'

// Platform start-up
export { initPlatform } from './platform/init-platform'
export { renderStandalone } from './standalone/render-standalone'
export { remoteLifecycles } from './federation/remote-lifecycles'
export {
  downloadSheet,
  sheetCsv,
  sheetWorkbook,
  type SheetFormat,
  type SheetTable,
} from './export/spreadsheet'
export { ExportButtons } from './export/ExportButtons'
