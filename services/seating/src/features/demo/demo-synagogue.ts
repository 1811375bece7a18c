import type { CellInput, PersonInput } from '@seats/contracts'
import type { SeatingDeps } from '../../deps'
import { createMap } from '../maps/maps.service'
import { mapsRepo } from '../maps/maps.repo'
import { createElement } from '../elements/elements.service'
import { createPersons } from '../persons/persons.service'

const FIRST = ['משה', 'אברהם', 'יצחק', 'יעקב', 'דוד', 'שלמה', 'יוסף', 'אהרן', 'שמואל', 'בנימין', 'חיים', 'מרדכי']
const LAST = ['כהן', 'לוי', 'מזרחי', 'פרץ', 'ביטון', 'אברהמי', 'פרידמן', 'שפירא', 'גולדברג', 'אזולאי']
const ROWS = 10
const COLS = 14
/** Column of the central aisle (a real sanctuary's walkway to the ark). */
const AISLE = 7

/** Fifty worshippers with distinct names and obviously fictitious phones (050-000-00NN). */
export function demoWorshippers(): PersonInput[] {
  return Array.from({ length: 50 }, (_, i) => ({
    firstName: FIRST[i % FIRST.length] ?? 'משה',
    lastName: LAST[Math.floor(i / FIRST.length) % LAST.length] ?? 'כהן',
    phone: `05000000${String(i + 1).padStart(2, '0')}`,
  }))
}

/**
 * The demo guest's synagogue: one map with an aisle, the ark and the bimah, fifty worshippers, forty of them
 * seated. Safe to call again: an account that already has a map gets that map's id and nothing new.
 */
export async function seedDemoSynagogue(deps: Pick<SeatingDeps, 'db' | 'realtime' | 'outbox' | 'mapCache'>, accountId: number): Promise<{ mapId: number }> {
  const existing = await mapsRepo(deps.db).list(accountId)
  if (existing[0]) return { mapId: existing[0].id }
  const { created, duplicates } = await createPersons(deps, accountId, { maxPeople: Number.MAX_SAFE_INTEGER }, demoWorshippers())
  const people = [...created, ...duplicates.map((d) => ({ id: d.existingId ?? 0 }))].filter((p) => p.id > 0)
  const cells: CellInput[] = []
  for (let row = 1; row <= ROWS; row++) cells.push({ row, col: AISLE, kind: 'aisle', people: [] })
  // Rows 3 onwards: the first two rows face the ark and stay free for guests.
  let next = 0
  for (let row = 3; row <= ROWS && next < 40; row++) {
    for (let col = 1; col <= COLS && next < 40; col++) {
      const person = people[next]
      if (col === AISLE || !person) continue
      cells.push({ row, col, kind: 'seat', people: [{ id: person.id }] })
      next++
    }
  }
  const map = await createMap(deps, accountId, { name: 'בית הכנסת לדוגמה', rows: ROWS, cols: COLS, cells })
  await createElement(deps, accountId, { mapId: map.id, name: 'ארון הקודש', kind: 'ark', row: 1, col: 6, rowSpan: 1, colSpan: 3, color: '#8b5a2b' })
  return { mapId: map.id }
}
