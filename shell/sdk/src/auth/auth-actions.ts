import { currentPath, navigate, routeAccess } from '@seats/sdk/core'
import {
  demoResponseSchema,
  errorMessages,
  loginResponseSchema,
  type DemoRequest,
  type DemoResponse,
  type LoginInput,
} from '@seats/contracts'
import { parseResponse } from '../api/parse-response'
import { isNavigationGuardRunning, resolveNavigation } from '../navigation/navigation-guard'
import { HOME_PATH, LOGIN_PATH, mapPath } from '../navigation/navigation-rules'
import { pathnameOf } from '../navigation/path-match'
import { api, handleAuthFailures, session, socket } from '../platform/services'
import { toast } from '../toaster/toaster'
import { clearOfflineData } from '../offline/offline-data'
import { sessionUserSchema, type SessionAnswer, type SessionUser } from '../team/session-user'

type User = SessionUser
type LoginResponse = SessionAnswer & { refreshToken: string }

/** What the registration form collects; the guest flags are added here. */
export interface RegistrationDetails {
  email: string
  password: string
  contactName: string
  synagogueName: string
  phone: string
}

// The user keeps its team (the current synagogue and role), which the contracts' user record leaves out.
const loginAnswerSchema = loginResponseSchema.extend({ user: sessionUserSchema })
const parseLoginResponse = (body: unknown): LoginResponse => parseResponse(loginAnswerSchema, body, 'login')

/** A login, registration, guest upgrade or demo succeeded: keep the session and open the socket. */
export function openSession(response: SessionAnswer): void {
  session.startSession(response)
  socket.connect()
}

/**
 * The session now acts for another synagogue (a switch, an accepted invitation, a registration through an
 * invitation): keep its token and open its map with a full load, so no screen, store or socket room of the
 * previous synagogue survives. The previous synagogue's last map and page mean nothing there.
 */
export function enterSynagogue(
  answer: SessionAnswer,
  load: (path: string) => void = (path) => window.location.assign(path),
): void {
  socket.disconnect()
  session.startSession(answer)
  session.setLastMapId(null)
  session.setLastPath(null)
  load(mapPath(null))
}

/**
 * POST /api/auth/register with an invitation's token: the new person joins the inviting synagogue (no
 * synagogue of their own) and its map opens. A session already open here ends first, without telling the
 * server: the answer set the new refresh cookie.
 */
export async function registerByInvitation(
  details: Omit<RegistrationDetails, 'synagogueName'>,
  invitationToken: string,
  load?: (path: string) => void,
): Promise<User> {
  const body = await api.post<unknown>(
    '/auth/register',
    { ...details, invitationToken },
    { recoverAuth: false, token: null },
  )
  const response = parseLoginResponse(body)
  if (session.getState().token) await logout({ redirect: false, notifyServer: false })
  enterSynagogue(response, load)
  return response.user
}

/** POST /api/auth/login (the username is the email). Throws ApiError; 401 means wrong credentials. */
export async function login(credentials: LoginInput): Promise<User> {
  const body = await api.post<unknown>('/auth/login', credentials, { recoverAuth: false, token: null })
  const response = parseLoginResponse(body)
  openSession(response)
  return response.user
}

/**
 * POST /api/auth/register, or /api/auth/upgrade-guest when the current user is a guest (the guest
 * keeps their data). After a completed demo the guest session ends, without a redirect, before the
 * new one starts.
 */
export async function register(details: RegistrationDetails): Promise<User> {
  const { token, user, lastMapId } = session.getState()
  const upgrading = !!token && !!user?.isGuest
  const hasCompletedDemo = upgrading && (user.isDemoGuest || user.hasCompletedDemo)
  const payload = upgrading ? { ...details, isGuest: true, hasCompletedDemo } : details
  const body = upgrading
    ? await api.post<unknown>('/auth/upgrade-guest', payload)
    : await api.post<unknown>('/auth/register', payload, { recoverAuth: false, token: null })
  const response = parseLoginResponse(body)
  // The answer already rotated the refresh cookie, so the server is not told to revoke it.
  if (hasCompletedDemo) await logout({ redirect: false, notifyServer: false })
  openSession(response)
  if (upgrading) {
    // Same account, same maps: the map the guest was on stays the one to open (logout forgot it).
    session.setLastMapId(lastMapId)
    if (!response.user.isNew) session.setTourEndAfterRegistration(true)
  }
  return response.user
}

/**
 * POST /api/auth/guest-demo (seed §7): a demo account seeded with a synagogue map, then its map opens.
 * A session already open in this browser ends, without a redirect, only once the demo answered, so a
 * failed demo leaves it as it was. Throws ApiError (400 with field errors, 429, 503).
 */
export async function startGuestDemo(details: DemoRequest): Promise<DemoResponse> {
  const body = await api.post<unknown>('/auth/guest-demo', details, { recoverAuth: false, token: null })
  const response = parseResponse(demoResponseSchema, body, 'guest-demo')
  // The answer already set the demo's refresh cookie, so the server is not told to revoke it.
  if (session.getState().token) await logout({ redirect: false, notifyServer: false })
  openSession(response)
  session.setLastMapId(response.mapId)
  navigate(mapPath(response.mapId))
  return response
}

let loggingOut: Promise<void> | null = null

/**
 * Ends the session: the server clears the refresh cookie, the page forgets the token, the user and
 * lastMapId, the socket closes, and (by default) the home page opens.
 */
export function logout(options: { redirect?: boolean; notifyServer?: boolean } = {}): Promise<void> {
  const { redirect = true, notifyServer = true } = options
  if (loggingOut) return loggingOut
  const token = session.getState().token
  socket.disconnect()
  session.clear()
  const offlineDataCleared = clearOfflineData()
  loggingOut = (async () => {
    await offlineDataCleared
    if (notifyServer) {
      await api.post('/auth/logout', undefined, { recoverAuth: false, token }).catch((error: unknown) => {
        console.warn('[auth] logout call failed; the local session is closed anyway', error)
      })
    }
    if (redirect) navigate(HOME_PATH)
  })().finally(() => {
    loggingOut = null
  })
  return loggingOut
}

let loadingUser: Promise<User | null> | null = null

/** GET /api/users/me into the session; null (and logged) when it fails. Calls while one runs share it. */
export function loadCurrentUser(): Promise<User | null> {
  loadingUser ??= fetchCurrentUser().finally(() => (loadingUser = null))
  return loadingUser
}

async function fetchCurrentUser(): Promise<User | null> {
  try {
    const parsed = sessionUserSchema.safeParse(await api.get<unknown>('/users/me'))
    if (!parsed.success) {
      console.error('[auth] unexpected /users/me response', parsed.error.issues)
      return null
    }
    session.setUser(parsed.data)
    socket.connect()
    return parsed.data
  } catch (error) {
    console.warn('[auth] could not load the current user', error)
    return null
  }
}

/** Where a fresh sign-in goes: the page that sent the user to login, else the map route. */
export function afterSignInPath(): string {
  return session.takeLastPath() ?? mapPath(session.getState().lastMapId)
}

/** Sends the user to login, remembering a protected page so the next login comes back to it. */
export function goToLogin(fromPath: string = currentPath()): void {
  if (pathnameOf(fromPath) !== LOGIN_PATH && routeAccess(fromPath) !== 'anonymous')
    session.setLastPath(fromPath)
  navigate(LOGIN_PATH)
}

/** The navigation rules with the page's session (used by the shell before every navigation). */
export function guardNavigation(to: string, from: string | null): Promise<string | null> {
  return resolveNavigation(to, from, {
    getState: () => session.getState(),
    loadUser: async () => (await loadCurrentUser()) !== null,
    refresh: () => api.refreshAccessToken(),
    rememberPath: (path) => session.setLastPath(path),
  })
}

handleAuthFailures({
  lost() {
    const hadSession = session.getState().token !== null
    const path = currentPath()
    void logout({ redirect: false })
    // A running navigation guard sends to login itself; navigating now would race with it.
    if (isNavigationGuardRunning()) return
    if (hadSession) toast.warning(errorMessages.refresh_invalid)
    goToLogin(path)
  },
  forbidden() {
    void logout()
  },
  roleRefused() {
    // The owner may have just changed this person's role: show what it allows now.
    void loadCurrentUser()
  },
})
