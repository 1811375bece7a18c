import type { SeasonRequestInput, SeasonRequestPage } from '@seats/contracts'

/** What the page's form holds: each member's choice ('' not coming, 'any' anywhere, or an area id). */
export interface RequestForm {
  choices: Record<number, string>
  sameAsLast: boolean
  together: boolean
  nearArk: boolean
  notFrontRow: boolean
  accessible: boolean
  note: string
}

const ANYWHERE = 'any'

/** An area that suits a member by its name: the women's section for a woman, the men's for a man. */
function likelyArea(page: SeasonRequestPage, female: boolean): string {
  const word = female ? 'נשים' : 'גברים'
  const match = page.areas.find((a) => a.name.includes(word))
  return String(match?.id ?? page.areas[0]?.id ?? ANYWHERE)
}

/** The form as the household left it, or, at first, everyone coming to the area that suits them. */
export function formOf(page: SeasonRequestPage): RequestForm {
  const saved = page.request
  const choices: Record<number, string> = {}
  for (const m of page.members) {
    if (!saved) choices[m.personId] = likelyArea(page, m.female)
    else {
      const a = saved.attending.find((x) => x.personId === m.personId)
      choices[m.personId] = !a ? '' : a.areaId === null ? ANYWHERE : String(a.areaId)
    }
  }
  return {
    choices,
    sameAsLast: saved?.sameAsLast ?? page.hadSeatsLastSeason,
    together: saved?.together ?? true,
    nearArk: saved?.nearArk ?? false,
    notFrontRow: saved?.notFrontRow ?? false,
    accessible: saved?.accessible ?? false,
    note: saved?.note ?? '',
  }
}

/** The answer the form sends. */
export function inputOf(form: RequestForm): SeasonRequestInput {
  const attending = Object.entries(form.choices)
    .filter(([, choice]) => choice !== '')
    .map(([personId, choice]) => ({
      personId: Number(personId),
      areaId: choice === ANYWHERE ? null : Number(choice),
    }))
  return {
    attending,
    sameAsLast: form.sameAsLast,
    together: form.together,
    nearArk: form.nearArk,
    notFrontRow: form.notFrontRow,
    accessible: form.accessible,
    note: form.note,
  }
}

export const ANYWHERE_CHOICE = ANYWHERE
