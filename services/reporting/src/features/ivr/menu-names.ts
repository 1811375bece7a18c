import { synagogueNameKey } from '@seats/contracts'
import { spokenSynagogue, synagogueTitle, type CallerSynagogue } from './call-flow'

/** A synagogue on one caller's menu, with what could tell it apart from another of the same name. */
export interface MenuSynagogue {
  accountId: number
  /** As the line names it (the name its warden set, or "של <warden>" without one). */
  name: string
  /** The warden's name; '' when the synagogue is already called by it. */
  warden: string
  /** Its city in Hebrew, when the account has one. */
  city: string | null
}

const ORDINALS = ['הראשון', 'השני', 'השלישי', 'הרביעי', 'החמישי', 'השישי', 'השביעי', 'השמיני', 'התשיעי']

type DetailOf = (s: MenuSynagogue, place: number) => string | null

const byCity: DetailOf = (s) => (s.city ? `ב${s.city}` : null)
const byWarden: DetailOf = (s) => (s.warden.trim() ? `של ${s.warden.trim()}` : null)

/** The details tried in turn: the city (or else the warden), the warden, and last a neutral ordinal. */
const DETAILS: DetailOf[] = [
  (s, place) => byCity(s, place) ?? byWarden(s, place),
  byWarden,
  (_, place) => ORDINALS[place] ?? `מספר ${place + 1}`,
]

const keyOf = (s: CallerSynagogue) => synagogueNameKey(spokenSynagogue(s))

/**
 * The menu as spoken: a synagogue whose name sounds like another's on the same menu (an impostor may copy
 * a name) gets a detail after it, the first kind that makes every name on the menu distinct; the ordinal
 * counts the alike names in menu order (oldest account first), so it always tells them apart.
 */
export function distinguishSynagogues(menu: MenuSynagogue[]): CallerSynagogue[] {
  const plain = menu.map((s): CallerSynagogue => ({ accountId: s.accountId, name: s.name }))
  const groups = new Map<string, number[]>()
  plain.forEach((s, i) => {
    const key = synagogueNameKey(synagogueTitle(s.name))
    groups.set(key, [...(groups.get(key) ?? []), i])
  })
  const alike = [...groups.values()].filter((g) => g.length > 1)
  if (alike.length === 0) return plain

  for (const [n, detailOf] of DETAILS.entries()) {
    const spoken = plain.map((s) => ({ ...s }))
    let complete = true
    for (const group of alike)
      group.forEach((i, place) => {
        const detail = detailOf(menu[i] as MenuSynagogue, place)
        if (detail === null) complete = false
        else (spoken[i] as CallerSynagogue).detail = detail
      })
    const last = n === DETAILS.length - 1
    if (last || (complete && new Set(spoken.map(keyOf)).size === spoken.length)) return spoken
  }
  return plain
}
