import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startCardStandIn, TEST_CARDS } from '../testing'
import { charge, itemsOf } from '../test-helpers'
import { loadStateFile } from './state-file'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'card-stand-in-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('STATE_FILE', () => {
  it('keeps customers, items, payments, tokens and the clock across a restart', async () => {
    const dir = tempDir()
    const stateFile = path.join(dir, 'nested', 'card-state.json')
    const first = await startCardStandIn({ stateFile })
    const today = await first.clock()
    const answer = await charge(first, TEST_CARDS.success, { externalId: 'account-7', price: 49 })
    const pendingToken = await first.createToken(TEST_CARDS.success)
    const later = `${Number(today.slice(0, 4)) + 1}-01-01`
    await first.setClock(later)
    await first.close()

    const text = readFileSync(stateFile, 'utf8')
    expect(text).not.toContain(TEST_CARDS.success)
    expect(readdirSync(path.dirname(stateFile))).toEqual(['card-state.json'])

    const second = await startCardStandIn({ stateFile })
    try {
      expect(await second.clock()).toBe(later)
      const items = await itemsOf(second, answer.Data!.CustomerID)
      expect(items).toMatchObject([{ ID: answer.Data!.RecurringCustomerItemIDs[0], Status: 0 }])
      const got = await fetch(answer.Data!.DocumentDownloadURL!.replace(first.url, second.url))
      expect(got.status).toBe(200)
      // The token made before the restart is still good (once), and the customer is found again.
      const again = await charge(second, TEST_CARDS.success, { externalId: 'account-7' })
      expect(again.Data?.CustomerID).toBe(answer.Data!.CustomerID)
      const state = loadStateFile(stateFile)!
      expect(state.tokens.map((t) => t.token)).toEqual([pendingToken])
      expect(state.payments.length).toBeGreaterThanOrEqual(3)
    } finally {
      await second.close()
    }
  })

  it('starts empty when the file does not exist yet, and refuses a file that is not a snapshot', async () => {
    const dir = tempDir()
    expect(loadStateFile(path.join(dir, 'missing.json'))).toBeUndefined()
    const bad = path.join(dir, 'bad.json')
    writeFileSync(bad, JSON.stringify({ hello: 'world' }))
    expect(() => loadStateFile(bad)).toThrow(/not a card stand-in snapshot/)
  })
})
