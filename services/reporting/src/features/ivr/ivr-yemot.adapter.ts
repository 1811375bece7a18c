import type { Prompt } from '../../platform/call-prompt'
import type { CallTurn } from './ivr.service'
import { spokenHebrew } from './spoken-hebrew'

/**
 * Yemot HaMashiach "API extension" (type=api): every turn arrives as GET query or POST form parameters
 * (ApiPhone, ApiCallId, ApiDID, ApiExtension, plus the answers so far as val_N); we answer in its text
 * protocol: id_list_message / read / go_to_folder commands joined by '&'.
 */
export const YEMOT_REQUIRED = ['ApiCallId', 'ApiDID', 'ApiExtension'] as const

/** Longer call ids are not the provider's; the call's state is keyed by it. */
export const MAX_CALL_ID_LENGTH = 200

/** Parameters by name; a name sent twice keeps its last value (the provider appends answers). */
export type YemotParams = Map<string, string>

export function yemotParams(...sources: Array<Iterable<[string, string]>>): YemotParams {
  const out: YemotParams = new Map()
  for (const source of sources) for (const [k, v] of source) out.set(k, v)
  return out
}

/** A parameter's value as text: numbers and booleans as written, anything else (objects, null) none. */
function scalarText(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean')
    return [String(value)]
  return []
}

/**
 * A query or a parsed body as pairs, repeated names (arrays) in order. Whatever arrives, the answer stays
 * protocol text: values that are not text become text or are dropped.
 */
export function queryPairs(source: unknown): Array<[string, string]> {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return []
  return Object.entries(source).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).flatMap(scalarText).map((x): [string, string] => [k, x]),
  )
}

/** The names missing from a request that must carry all of YEMOT_REQUIRED (the caller's number may be withheld). */
export function missingYemotParams(params: YemotParams): string[] {
  const missing: string[] = YEMOT_REQUIRED.filter((name) => !params.get(name)?.trim())
  if ((params.get('ApiCallId')?.length ?? 0) > MAX_CALL_ID_LENGTH) missing.push('ApiCallId')
  return missing
}

export function yemotTurn(params: YemotParams): CallTurn {
  return {
    adapter: 'yemot',
    callId: params.get('ApiCallId') ?? '',
    phone: params.get('ApiPhone') ?? '',
    hangup: params.get('hangup') === 'yes',
    answerTo: (name) => params.get(name),
  }
}

/** A request that answers no question yet: a call's first turn (the provider sends earlier answers again). */
export const isFirstYemotTurn = (params: YemotParams): boolean =>
  ![...params.keys()].some((name) => /^(val|reminder)_\d+$/.test(name))

/**
 * The numbers a request names that may be the callee's on a call we placed: ApiPhone on the phone line's
 * extension; on the reminders' own extension also ApiDID and ApiRealDID (which Yemot fills on a bridged
 * call is not documented).
 */
export function yemotCalleePhones(params: YemotParams, reminderExtension: boolean): string[] {
  const names = reminderExtension ? ['ApiPhone', 'ApiDID', 'ApiRealDID'] : ['ApiPhone']
  return names.map((name) => params.get(name) ?? '').filter((phone) => phone !== '')
}

/**
 * Text for the provider's speech engine. Its separators (. - " ' & |) and our command syntax (= ,) may not
 * appear, nor Hebrew punctuation it would read aloud (geresh, gershayim, maqaf); numerals and abbreviations
 * in festival names become words first.
 */
export function ttsText(text: string): string {
  return spokenHebrew(text)
    .replace(/[.\-"'&|=,:;\n\r\t׳״־]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const ttsItems = (lines: string[]) =>
  lines
    .map(ttsText)
    .filter((l) => l !== '')
    .map((l) => `t-${l}`)
    .join('.')

/**
 * The reply to one turn. A question becomes `read` (one key, the allowed keys only, asterisk blocked,
 * 7 seconds to answer, no playback of the key); an ending plays its words and hangs up.
 */
export function renderYemot(prompt: Prompt): string {
  const items = ttsItems(prompt.say)
  if (prompt.ask) {
    const a = prompt.ask
    return `read=${items}=${a.var},no,${a.maxDigits},1,7,No,yes,no,,${a.options.join('.')},`
  }
  const parts = items ? [`id_list_message=${items}`] : []
  if (prompt.hangup) parts.push('go_to_folder=hangup')
  return parts.join('&')
}
