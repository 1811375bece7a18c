import type { BillingConfig } from '@seats/contracts'

/**
 * The card provider's browser script (SUMIT/OfficeGuy contract): it reads the form's inputs marked
 * data-og="cardnumber|expirationmonth|expirationyear|cvv|citizenid", writes its own errors into the
 * form's `.og-errors` element, and hands back a single-use token. Card numbers never reach our API.
 */
export interface CreateTokenOptions {
  FormSelector: string
  CompanyID: string
  APIPublicKey: string
  Environment: string
  ResponseLanguage: 'he'
  Callback: (token: string | null | undefined) => void
}

declare global {
  interface Window {
    OfficeGuy?: { Payments?: { CreateToken?: (options: CreateTokenOptions) => void } }
  }
}

export type CardTokenFailure = 'script' | 'no-token' | 'timeout'

export class CardTokenError extends Error {
  override readonly name = 'CardTokenError'
  constructor(
    readonly reason: CardTokenFailure,
    message: string,
  ) {
    super(message)
  }
}

/** Marks the script tags this module added, with their state, so a second call reuses them. */
const MARK = 'data-card-script'
const STATE = 'data-card-script-state'

function findScript(url: string, doc: Document): HTMLScriptElement | null {
  return (
    Array.from(doc.querySelectorAll<HTMLScriptElement>(`script[${MARK}]`)).find(
      (script) => script.getAttribute(MARK) === url,
    ) ?? null
  )
}

function waitFor(script: HTMLScriptElement, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    script.addEventListener('load', () => {
      script.setAttribute(STATE, 'loaded')
      resolve()
    })
    script.addEventListener('error', () => {
      // Forget the failed tag, so the next attempt tries again.
      script.remove()
      reject(new CardTokenError('script', `could not load ${url}`))
    })
  })
}

/** Appends one script tag, or reuses the one already added for this URL (loaded or still loading). */
export function loadScript(url: string, doc: Document = document): Promise<void> {
  const existing = findScript(url, doc)
  if (existing?.getAttribute(STATE) === 'loaded') return Promise.resolve()
  if (existing) return waitFor(existing, url)
  const script = doc.createElement('script')
  script.src = url
  script.async = false
  script.setAttribute(MARK, url)
  script.setAttribute(STATE, 'loading')
  const loaded = waitFor(script, url)
  doc.head.appendChild(script)
  return loaded
}

/** Loads the scripts one after another, in the given order (the real provider's needs jQuery first). */
export async function loadCardScripts(urls: readonly string[], doc: Document = document): Promise<void> {
  for (const url of urls) await loadScript(url, doc)
}

/** How long the provider may take to answer before the dialog gives up and lets the user try again. */
export const CARD_TOKEN_TIMEOUT_MS = 60_000

/**
 * Loads the provider's script(s) and asks it for a single-use token for the card in the form.
 * Rejects with a CardTokenError (also logged with console.error, seed §8) when a script is missing or
 * no token comes back; the provider has then written its reason into the form's `.og-errors`.
 */
export async function createCardToken(
  config: BillingConfig,
  formSelector: string,
  timeoutMs: number = CARD_TOKEN_TIMEOUT_MS,
): Promise<string> {
  try {
    await loadCardScripts(config.scriptUrls)
    const payments = window.OfficeGuy?.Payments
    const createToken = payments?.CreateToken
    if (typeof createToken !== 'function') {
      throw new CardTokenError('script', 'OfficeGuy.Payments.CreateToken is missing after loading the script')
    }
    return await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new CardTokenError('timeout', 'the card provider did not answer')),
        timeoutMs,
      )
      try {
        // Called on its object: the provider's script may rely on `this`.
        createToken.call(payments, {
          FormSelector: formSelector,
          CompanyID: config.companyId,
          APIPublicKey: config.apiPublicKey,
          Environment: config.environment,
          ResponseLanguage: 'he',
          Callback: (token) => {
            clearTimeout(timer)
            if (typeof token === 'string' && token) resolve(token)
            else reject(new CardTokenError('no-token', 'the card provider returned no token'))
          },
        })
      } catch (error) {
        clearTimeout(timer)
        reject(new CardTokenError('script', `CreateToken failed: ${String(error)}`))
      }
    })
  } catch (error) {
    console.error('[billing] no card token', error)
    throw error
  }
}
