import type { z } from 'zod'
import { CardStore, type HistoryOutcome } from '../domain/store'
import type { historySchema } from '../http/schemas'
import { loadStateFile, saveStateFile } from '../domain/state-file'
import { createLogger } from '../logger'
import { listen } from '../server'

export { TEST_CARDS, type CardBehaviour } from '../domain/cards'
export type { HistoryOutcome } from '../domain/store'

/** One customer of POST /__test/history, as sent. */
export type HistoryCustomerInput = z.input<typeof historySchema>['customers'][number]

export interface CardStandInOptions {
  /** Default 0: a free port. */
  port?: number
  /** How long the "timeout" card's charge answer waits; default 30000. */
  timeoutDelayMs?: number
  companyId?: string
  apiKey?: string
  apiPublicKey?: string
  /** Load from and write to this snapshot, as STATE_FILE does. */
  stateFile?: string
}

export interface RunningCardStandIn {
  /** http://127.0.0.1:<port>, no trailing slash: the API base and the script's origin. */
  url: string
  /** The script's address (`${url}/scripts/payments.js`). */
  scriptUrl: string
  companyId: string
  apiKey: string
  apiPublicKey: string
  /** The `Credentials` object every server call carries. */
  credentials: { CompanyID: number; APIKey: string }
  /** Moves the provider's clock forward and runs the charges that fall due; the payment ids made. */
  setClock: (date: string) => Promise<{ date: string; charged: number[] }>
  /** The provider's today (YYYY-MM-DD). */
  clock: () => Promise<string>
  /** A SingleUseToken for a card number (default: the success card), as the browser script would get one. */
  createToken: (cardNumber?: string) => Promise<string>
  /** Replays customers with a past up to the clock's today (POST /__test/history); known ones are left as they are. */
  history: (customers: HistoryCustomerInput[]) => Promise<{ date: string; customers: HistoryOutcome[] }>
  /** Forgets every customer, item, payment and token. */
  reset: () => Promise<void>
  close: () => Promise<void>
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as T
  if (!res.ok) throw new Error(`card stand-in answered ${res.status}: ${JSON.stringify(body)}`)
  return body
}

/** The stand-in's app in this process on its own port (0: a free one), with silent logs. */
export async function startCardStandIn(opts: CardStandInOptions = {}): Promise<RunningCardStandIn> {
  const companyId = opts.companyId ?? '1000'
  const apiKey = opts.apiKey ?? 'stand-in-private-key'
  const apiPublicKey = opts.apiPublicKey ?? 'stand-in-public-key'
  const stateFile = opts.stateFile
  const store = new CardStore({
    state: stateFile ? loadStateFile(stateFile) : undefined,
    onChange: stateFile ? (state) => saveStateFile(stateFile, state) : undefined,
  })
  const running = await listen({
    store,
    config: {
      companyId,
      apiKey,
      apiPublicKey,
      timeoutDelayMs: opts.timeoutDelayMs ?? 30_000,
      testClock: true,
      log: createLogger('silent'),
    },
    port: opts.port ?? 0,
    host: '127.0.0.1',
    graceMs: 200,
  })
  const url = running.url
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })

  return {
    url,
    scriptUrl: `${url}/scripts/payments.js`,
    companyId,
    apiKey,
    apiPublicKey,
    credentials: { CompanyID: Number(companyId), APIKey: apiKey },
    setClock: async (date) => json(await post('/__test/clock', { date })),
    clock: async () => (await json<{ date: string }>(await fetch(`${url}/__test/clock`))).date,
    createToken: async (cardNumber = '4111111111111111') => {
      const answer = await json<{
        Status: number
        UserErrorMessage: string | null
        Data: { SingleUseToken: string }
      }>(
        await post('/tokens/create', {
          CompanyID: companyId,
          APIPublicKey: apiPublicKey,
          CardNumber: cardNumber,
          ExpirationMonth: '12',
          ExpirationYear: String(new Date().getFullYear() + 3),
          CVV: '123',
          CitizenID: '000000018',
        }),
      )
      if (answer.Status !== 0) throw new Error(`no token: ${answer.UserErrorMessage}`)
      return answer.Data.SingleUseToken
    },
    history: async (customers) => json(await post('/__test/history', { customers })),
    reset: async () => {
      await json(await post('/__test/reset', {}))
    },
    close: running.close,
  }
}
