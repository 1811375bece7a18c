import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, expect, it } from 'vitest'
import { featureBoundaries } from './feature-boundaries.js'

const FEATURES = 'services/shop/src/features'

/** Two features, prices beneath carts, each reached through its index. */
const cleanTree: Record<string, string> = {
  [`${FEATURES}/prices/index.ts`]: "export { priceOf } from './prices.repo'\n",
  [`${FEATURES}/prices/prices.repo.ts`]: 'export const priceOf = (id: number) => id * 10\n',
  [`${FEATURES}/carts/index.ts`]: "export { cartTotal } from './carts.service'\n",
  [`${FEATURES}/carts/carts.service.ts`]:
    "import { priceOf } from '../prices'\nimport { round } from './money/round'\n" +
    'export const cartTotal = (ids: number[]) => round(ids.reduce((sum, id) => sum + priceOf(id), 0))\n',
  [`${FEATURES}/carts/money/round.ts`]: 'export const round = (n: number) => Math.round(n)\n',
}

const roots: string[] = []
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true })
})

/** Lints a fresh tree with the rules the workspace uses; answers each problem as `file: rule`. */
async function problemsIn(tree: Record<string, string>): Promise<string[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-boundaries-'))
  roots.push(root)
  for (const [file, text] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...featureBoundaries({ root, featureRoots: ['services/*/src/features'] }),
    ],
  })
  const results = await eslint.lintFiles(['services'])
  return results.flatMap((r) =>
    r.messages.map(
      (m) => `${path.relative(path.join(root, FEATURES), r.filePath)}: ${m.ruleId ?? m.message}`,
    ),
  )
}

describe('feature boundaries', () => {
  it('accept features that meet through their index, one way', async () => {
    expect(await problemsIn(cleanTree)).toEqual([])
  })

  it('refuse an import that reaches past another feature’s index', async () => {
    const problems = await problemsIn({
      ...cleanTree,
      [`${FEATURES}/carts/receipt.ts`]:
        "import { priceOf } from '../prices/prices.repo'\nexport const line = (id: number) => `${id}: ${priceOf(id)}`\n",
    })
    expect(problems).toContain('carts/receipt.ts: import-x/no-restricted-paths')
  })

  it('refuse two features that import each other', async () => {
    const problems = await problemsIn({
      ...cleanTree,
      [`${FEATURES}/prices/index.ts`]:
        "export { priceOf } from './prices.repo'\nexport { discountOf } from './discounts'\n",
      [`${FEATURES}/prices/discounts.ts`]:
        "import { cartTotal } from '../carts'\nexport const discountOf = (ids: number[]) => (cartTotal(ids) > 100 ? 5 : 0)\n",
    })
    expect(problems).toContain('prices/discounts.ts: import-x/no-cycle')
  })
})

describe('the workspace configuration', () => {
  const workspace = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') })
  const rulesOf = async (file: string) => (await workspace.calculateConfigForFile(file)).rules ?? {}

  it('holds the services’ features to these rules', async () => {
    const rules = await rulesOf('services/seating/src/features/maps/maps.service.ts')
    expect(rules['import-x/no-restricted-paths']?.[0]).toBe(2)
    expect(rules['import-x/no-cycle']?.[0]).toBe(2)
  })

  /** Lints a planted file in the real tree with the workspace's own configuration. */
  async function plantedProblems(file: string, text: string): Promise<string[]> {
    const [result] = await workspace.lintText(text, { filePath: file })
    if (!result) throw new Error(`no lint result for ${file}`)
    return result.messages.map((m) => m.ruleId ?? m.message)
  }

  it('refuses a deep import between the features of a remote', async () => {
    const deep = "import { mapsApi } from '../maps/maps-api'\nexport const api = mapsApi\n"
    expect(await plantedProblems('mfe-seating/src/features/print/planted.ts', deep)).toContain(
      'import-x/no-restricted-paths',
    )
    const throughIndex = "import { mapsApi } from '../maps'\nexport const api = mapsApi\n"
    expect(await plantedProblems('mfe-seating/src/features/print/planted.ts', throughIndex)).toEqual([])
  })

  it('refuses a deep import between the features of a service', async () => {
    const deep = "import { toPerson } from '../persons/persons.repo'\nexport const toRow = toPerson\n"
    expect(await plantedProblems('services/seating/src/features/events/planted.ts', deep)).toContain(
      'import-x/no-restricted-paths',
    )
  })
})
