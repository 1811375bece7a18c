import {
  YemotStore,
  type ApiExtension,
  type BridgedApiPhone,
  type CalleeBehaviour,
  type PlacedCall,
  type SentSms,
} from '../domain/store'
import { createLogger } from '../logger'
import { listen } from '../server'

export type { BridgedApiPhone, CalleeBehaviour, PlacedCall, SentSms } from '../domain/store'

export interface YemotStandInOptions {
  /** Default 0: a free port. */
  port?: number
  systemNumber?: string
  password?: string
  bridgedApiPhone?: BridgedApiPhone
  /** Default 0: the callee answers at once. */
  answerDelayMs?: number
}

export interface RunningYemotStandIn {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string
  /** The REST API's base, as the product's YEMOT_API_URL: `${url}/ym/api`. */
  apiUrl: string
  /** "<systemNumber>:<password>", the product's YEMOT_TOKEN. */
  token: string
  systemNumber: string
  /** Makes `ivrPath` an API extension calling `apiLink` (a form POST, with hangup=yes at the end, unless told). */
  setExtension(ivrPath: string, apiLink: string, ext?: Partial<Omit<ApiExtension, 'apiLink'>>): void
  /** How the phone's callee behaves (default: answers, presses nothing, hangs up when asked). */
  setCallee(phone: string, behaviour: Partial<CalleeBehaviour>): void
  /** Which number ApiPhone holds on the calls placed from now on (the callee's by default). */
  setBridgedApiPhone(value: BridgedApiPhone): void
  /** The calls placed, once every call in progress has ended. */
  calls(phone?: string): Promise<PlacedCall[]>
  /** The SMS SendSms took, oldest first. */
  sms(phone?: string): Promise<SentSms[]>
  /** Forgets the calls, the SMS and the callees. */
  reset(): void
  close(): Promise<void>
}

/** The stand-in in this process on its own port (0: a free one), with silent logs. */
export async function startYemotStandIn(opts: YemotStandInOptions = {}): Promise<RunningYemotStandIn> {
  const systemNumber = opts.systemNumber ?? '0770000000'
  const password = opts.password ?? 'stand-in-password'
  const store = new YemotStore({}, opts.bridgedApiPhone)
  const running = await listen({
    store,
    config: {
      systemNumber,
      password,
      answerDelayMs: opts.answerDelayMs ?? 0,
      testRoutes: true,
      log: createLogger('silent'),
    },
    port: opts.port ?? 0,
    host: '127.0.0.1',
    graceMs: 2_000,
  })
  const url = running.url
  return {
    url,
    apiUrl: `${url}/ym/api`,
    token: `${systemNumber}:${password}`,
    systemNumber,
    setExtension: (ivrPath, apiLink, ext = {}) =>
      store.setExtension(ivrPath, { apiLink, post: true, hangupSend: true, add: {}, ...ext }),
    setCallee: (phone, behaviour) => store.callees.set(phone, { answer: 'answer', digits: [], ...behaviour }),
    async calls(phone) {
      const res = await fetch(`${url}/__test/calls?wait=true${phone ? `&phone=${phone}` : ''}`)
      return ((await res.json()) as { calls: PlacedCall[] }).calls
    },
    async sms(phone) {
      const res = await fetch(`${url}/__test/sms${phone ? `?phone=${encodeURIComponent(phone)}` : ''}`)
      return ((await res.json()) as { sms: SentSms[] }).sms
    },
    setBridgedApiPhone: (value) => {
      store.bridgedApiPhone = value
    },
    reset: () => store.reset(),
    close: running.close,
  }
}
