/** The stand-in's memory: API extensions by path, how each callee behaves, every call placed and SMS sent. */

export interface ApiExtension {
  /** Our API's URL (the extension's api_link). */
  apiLink: string
  /** api_url_post=yes: parameters as a form POST, otherwise a GET query. */
  post: boolean
  /** api_hangup_send=yes: one more request with hangup=yes when the call ends. */
  hangupSend: boolean
  /** api_add_N=key=value: fixed parameters added to every request. */
  add: Record<string, string>
}

export const calleeAnswers = ['answer', 'busy', 'no_answer'] as const
export type CalleeAnswer = (typeof calleeAnswers)[number]

export interface CalleeBehaviour {
  answer: CalleeAnswer
  /** The keys pressed, one per question in order; when they run out the callee hangs up. */
  digits: string[]
}

export type CallStatus = 'dialling' | 'busy' | 'no_answer' | 'answered'

export interface PlacedCall {
  campaignId: string
  /** ApiCallId of the answered call. */
  callId: string
  phone: string
  ivrPath: string
  callerId: string
  status: CallStatus
  /** Everything the callee heard, in order. */
  spoken: string[]
  /** The keys sent back, by question. */
  pressed: Array<{ variable: string; digits: string }>
  /** Requests made to our API extension. */
  requests: number
  /** Why the call ended: our `go_to_folder=hangup`, the reply ending, the callee, or a fault. */
  ended:
    'hangup_command' | 'reply_ended' | 'callee_hung_up' | 'key_refused' | 'turn_limit' | 'api_error' | null
  /** Replies the real IVR would misread. */
  protocolErrors: string[]
  done: boolean
}

/** One text message SendSms took for one phone. */
export interface SentSms {
  phone: string
  /** The sender shown (`from`, else the system number). */
  from: string
  message: string
  at: string
}

export const DEFAULT_CALLEE: CalleeBehaviour = { answer: 'answer', digits: [] }
/** The most calls, and SMS, kept: the oldest go first. */
const MAX_KEPT = 1_000

/** Which number the IVR puts in ApiPhone on a bridged call (not documented): the callee's, or our caller id. */
export type BridgedApiPhone = 'callee' | 'caller_id'

export class YemotStore {
  /** Settable while running, so one system can play both readings of the undocumented field. */
  bridgedApiPhone: BridgedApiPhone = 'callee'
  readonly extensions = new Map<string, ApiExtension>()
  readonly callees = new Map<string, CalleeBehaviour>()
  calls: PlacedCall[] = []
  sms: SentSms[] = []
  private campaigns = 0

  constructor(extensions: Record<string, ApiExtension> = {}, bridgedApiPhone: BridgedApiPhone = 'callee') {
    this.bridgedApiPhone = bridgedApiPhone
    for (const [path, ext] of Object.entries(extensions)) this.extensions.set(extensionKey(path), ext)
  }

  extension(ivrPath: string): ApiExtension | undefined {
    return this.extensions.get(extensionKey(ivrPath))
  }

  setExtension(ivrPath: string, ext: ApiExtension): void {
    this.extensions.set(extensionKey(ivrPath), ext)
  }

  callee(phone: string): CalleeBehaviour {
    return this.callees.get(phone) ?? DEFAULT_CALLEE
  }

  nextCampaignId(): string {
    this.campaigns += 1
    return `stand-in-${this.campaigns}`
  }

  record(call: PlacedCall): PlacedCall {
    this.calls.push(call)
    if (this.calls.length > MAX_KEPT) this.calls = this.calls.slice(-MAX_KEPT)
    return call
  }

  recordSms(sms: SentSms): void {
    this.sms.push(sms)
    if (this.sms.length > MAX_KEPT) this.sms = this.sms.slice(-MAX_KEPT)
  }

  /** Forgets the calls, the SMS and the callees' behaviour; the extensions stay (the system's settings). */
  reset(): void {
    this.calls = []
    this.sms = []
    this.callees.clear()
  }
}

/** "ivr2:/8", "ivr2:8/", "/8" and "8" name one extension. */
export function extensionKey(ivrPath: string): string {
  return ivrPath.replace(/^ivr2:/, '').replace(/^\/+|\/+$/g, '')
}
