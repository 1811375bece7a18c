// No zod here: the browser's first scripts import these, and a schema would bring the whole library along.

/** Set on a remote's container that holds prerendered markup: mount hydrates it, and then drops the mark. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'

/** The localStorage key of the access token: a stored one means a session (the shell sends '/' to the map). */
export const SESSION_TOKEN_STORAGE_KEY = 'token'

/**
 * Marks the shell's preloads of what a boot past the home page needs (its code, the text's faces); a
 * prerendered page, which paints without them, leaves them out so they do not compete with its first paint.
 */
export const BOOT_PRELOAD_ATTRIBUTE = 'data-boot-preload'

/** The localStorage key of the chosen colour scheme ('light' or 'dark'; absent: the system's). */
export const COLOR_SCHEME_STORAGE_KEY = 'colorScheme'

/** The class on <body> that turns the dark theme on (Blueprint's Classes.DARK). */
export const DARK_THEME_CLASS = 'bp6-dark'

/**
 * The JSON element of a screen's page that lists what its first inline script fetches before any code
 * loads: the remotes' manifests, and with a stored session the user and the screen's data (the gateway
 * writes it from the route manifests' `data`).
 */
export const PREFETCH_PLAN_ELEMENT_ID = 'seats-prefetch-plan'

/** Where that script leaves its requests for the page's code: `window[PREFETCHED_GLOBAL][url]`. */
export const PREFETCHED_GLOBAL = '__seatsPrefetched'

/** One request the page's first script started: when, with which access token (null: none), and its answer. */
export interface PrefetchedRequest {
  at: number
  token: string | null
  response: Promise<Response>
}

/** What the page's first script fetches; `routes` are the screen's remote's, `data` with its :params filled in. */
export interface PrefetchPlan {
  public: string[]
  user: string[]
  routes: Array<{ pattern: string; exact: boolean; data: string[] }>
}
