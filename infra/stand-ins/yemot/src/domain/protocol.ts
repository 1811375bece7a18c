/**
 * Yemot's API extension protocol, as the IVR reads a reply: plain text, commands joined by `&`
 * (`id_list_message=`, `read=`, `go_to_folder=`), message items joined by `.`, each with its kind prefix
 * (`t-` speech, `d-` digits, `n-` a number, `f-` a file, ...). Speech may not hold `. - " ' & |`: a reply that
 * breaks a rule is recorded as a protocol error, since the real IVR would misread it.
 */

/** The item prefixes the IVR plays (t = text to speech; the others name digits, numbers, files, dates). */
const ITEM_KINDS = new Set(['t', 'd', 'n', 'f', 'g', 'm', 'dateH', 'date', 'digits', 'number', 'alpha'])
/** Characters the text-to-speech item cannot carry (the separators of the protocol). */
const FORBIDDEN_IN_SPEECH = /[.\-"'&|]/

export interface MessageItem {
  kind: string
  value: string
}

export interface ReadCommand {
  prompt: MessageItem[]
  /** The variable the answer comes back in on the next request. */
  variable: string
  maxDigits: number | null
  minDigits: number | null
  /** The keys the IVR accepts; null: any. */
  allowed: string[] | null
  blockZero: boolean
}

export interface ParsedReply {
  messages: MessageItem[]
  read: ReadCommand | null
  /** go_to_folder's target ("hangup" ends the call). */
  goTo: string | null
  errors: string[]
}

function parseItems(list: string, errors: string[]): MessageItem[] {
  if (list === '') return []
  return list.split('.').map((raw) => {
    const dash = raw.indexOf('-')
    const kind = dash > 0 ? raw.slice(0, dash) : ''
    const value = dash > 0 ? raw.slice(dash + 1) : raw
    if (!ITEM_KINDS.has(kind)) errors.push(`message item without a known prefix: "${raw}"`)
    else if (kind === 't' && FORBIDDEN_IN_SPEECH.test(value))
      errors.push(`speech holds a character the IVR cannot say: "${value}"`)
    if (kind === 't' && value.trim() === '') errors.push('empty speech item')
    return { kind, value }
  })
}

const intOrNull = (s: string | undefined) => (s !== undefined && /^\d+$/.test(s) ? Number(s) : null)

function parseRead(value: string, errors: string[]): ReadCommand | null {
  const parts = value.split('=')
  if (parts.length !== 2) {
    errors.push(`read is not "<prompt>=<variable>,<settings>": "${value}"`)
    return null
  }
  const [prompt = '', settings = ''] = parts
  const fields = settings.split(',')
  const variable = fields[0] ?? ''
  if (!/^[A-Za-z_][\w]*$/.test(variable)) errors.push(`read names no variable: "${variable}"`)
  const allowed = fields[9] ? fields[9].split('.') : null
  return {
    prompt: parseItems(prompt, errors),
    variable,
    maxDigits: intOrNull(fields[2]),
    minDigits: intOrNull(fields[3]),
    allowed,
    blockZero: fields[7] === 'yes',
  }
}

/** One reply of our API extension as the IVR understands it. */
export function parseReply(text: string): ParsedReply {
  const errors: string[] = []
  const reply: ParsedReply = { messages: [], read: null, goTo: null, errors }
  const body = text.trim()
  if (body === '') {
    errors.push('empty reply')
    return reply
  }
  for (const command of body.split('&')) {
    const eq = command.indexOf('=')
    const name = eq < 0 ? command : command.slice(0, eq)
    const value = eq < 0 ? '' : command.slice(eq + 1)
    if (name === 'id_list_message') reply.messages.push(...parseItems(value, errors))
    else if (name === 'read') reply.read = parseRead(value, errors)
    else if (name === 'go_to_folder') reply.goTo = value
    else errors.push(`unknown command "${name}"`)
  }
  return reply
}

/** What the callee hears of these items: speech as said, digits and numbers as written, files by name. */
export const heard = (items: MessageItem[]): string[] =>
  items.map((i) => (i.kind === 't' || i.kind === 'd' || i.kind === 'n' ? i.value : `[${i.kind}-${i.value}]`))
