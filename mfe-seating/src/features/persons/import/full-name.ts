/** Words that start a family name rather than end a first name ('משה בן דוד', 'Anna van der Berg'). */
const FAMILY_PARTICLES = new Set([
  'בן',
  'בר',
  'אבן',
  'בית',
  'די',
  'דה',
  'אל',
  'van',
  'von',
  'de',
  'der',
  'den',
  'del',
  'della',
  'di',
  'da',
  'le',
  'la',
  'bin',
  'ben',
  'bar',
  'ibn',
  'al',
  'el',
])

export interface SplitName {
  firstName: string
  lastName: string
}

/**
 * Splits a single full-name cell. 'כהן, משה' is family name first (a comma says so); otherwise the last word
 * is the family name, together with the particles before it, and everything before is the first name.
 */
export function splitFullName(raw: string): SplitName {
  const text = raw.normalize('NFC').replace(/\s+/g, ' ').trim()
  if (!text) return { firstName: '', lastName: '' }
  const comma = text.indexOf(',')
  if (comma >= 0) {
    const lastName = text.slice(0, comma).trim()
    const firstName = text.slice(comma + 1).trim()
    return { firstName, lastName }
  }
  const words = text.split(' ')
  if (words.length === 1) return { firstName: words[0] ?? '', lastName: '' }
  let start = words.length - 1
  // Keep at least one word for the first name.
  while (start > 1 && FAMILY_PARTICLES.has((words[start - 1] ?? '').toLocaleLowerCase())) start--
  return { firstName: words.slice(0, start).join(' '), lastName: words.slice(start).join(' ') }
}
