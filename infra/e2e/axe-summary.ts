import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ARTIFACTS_DIR } from './e2e-env.js'

/** Where the accessibility checks of a run write a line each (support/axe.ts). */
export const AXE_LOG = path.join(ARTIFACTS_DIR, 'axe', 'checks.jsonl')

export interface AxeCheck {
  page: string
  variant: string
  violations: number
  nodes: number
  /** Checks axe could not decide alone (e.g. text over an image): counted so none passes unseen. */
  review: number
  rules: string[]
}

export function clearAxeLog(): void {
  rmSync(path.dirname(AXE_LOG), { recursive: true, force: true })
}

/** The run's checks in a few lines: which pages, how many violations, how many checks needed review. */
export function axeSummary(checks: readonly AxeCheck[]): string[] {
  if (checks.length === 0) return ['[e2e] axe: no page was checked']
  const pages = [...new Set(checks.map((c) => c.page))].sort()
  const violations = checks.reduce((sum, c) => sum + c.violations, 0)
  const review = checks.reduce((sum, c) => sum + c.review, 0)
  const failing = checks.filter((c) => c.violations > 0)
  return [
    `[e2e] axe: ${pages.length} pages in ${checks.length} checks, ${violations} violations, ${review} checks needed review`,
    `[e2e] axe pages: ${pages.join(', ')}`,
    ...failing.map((c) => `[e2e] axe violations on ${c.page} (${c.variant}): ${c.rules.join(', ')}`),
  ]
}

export function readAxeLog(): AxeCheck[] {
  if (!existsSync(AXE_LOG)) return []
  return readFileSync(AXE_LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AxeCheck)
}
