import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import type { RunningSystem } from './system.js'

/** CPU seconds a process has used so far (Linux /proc), or null when it is gone or not on Linux. */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name, which may itself contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return ticks / 100
  } catch {
    return null
  }
}

/**
 * Waits until the started processes together use less than `maxCores` of CPU over a window. Right after
 * start-up the gateway compresses the front-end files in the background (tens of seconds on two cores),
 * which would make the first page loads of a test, or a benchmark's figures, measure that instead.
 */
export async function waitUntilQuiet(
  system: RunningSystem,
  { maxCores = 0.2, windowMs = 2000, timeoutMs = 120_000 } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  const total = (): number | null => {
    const values = Object.values(system.pids()).map(cpuSeconds)
    return values.some((v) => v === null) ? null : values.reduce<number>((a, v) => a + (v ?? 0), 0)
  }
  while (Date.now() < deadline) {
    const before = total()
    if (before === null) return false
    await sleep(windowMs)
    const after = total()
    if (after === null) return false
    if ((after - before) / (windowMs / 1000) < maxCores) return true
  }
  return false
}
