import type { Prompt } from './call-flow'
import type { CallTurn } from './ivr.service'
import { spokenHebrew } from './spoken-hebrew'

/**
 * Yemot HaMashiach "API extension" (type=api): every turn arrives as GET query or POST form parameters
 * (ApiPhone, ApiCallId, ApiDID, ApiExtension, plus the answers so far as val_N); we answer in its text
 * protocol: id_list_message / read / go_to_folder commands joined by '&'.
 */
export const YEMOT_REQUIRED = ['ApiPhone', 'ApiCallId', 'ApiDID', 'ApiExtension'] as const

/** Parameters by name; a name sent twice keeps its last value (the provider appends answers). */
export type YemotParams = Map<string, string>

export function yemotParams(...sources: Array<Iterable<[string, string]>>): YemotParams {
  const out: YemotParams = new Map()
  for (const source of sources) for (const [k, v] of source) out.set(k, v)
  return out
}

/** A Koa query object as pairs, repeated names in order. */
export function queryPairs(query: Record<string, string | string[] | undefined>): Array<[string, string]> {
  return Object.entries(query).flatMap(([k, v]) =>
    v === undefined
      ? []
      : Array.isArray(v)
        ? v.map((x): [string, string] => [k, x])
        : [[k, v] as [string, string]],
  )
}

/** The names missing from a request that must carry all of YEMOT_REQUIRED. */
export function missingYemotParams(params: YemotParams): string[] {
  return YEMOT_REQUIRED.filter((name) => !params.get(name)?.trim())
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
