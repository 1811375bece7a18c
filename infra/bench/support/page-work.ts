import type { BrowserContext, Page } from 'playwright-core'

/**
 * What a page's main thread does, as the browser itself reports it: Long Animation Frames (each frame over
 * 50 ms, with the scripts in it), Event Timing (how long an input waited for its next paint: INP's unit) and
 * a sampled CPU profile through the DevTools protocol. For benchmarks: figures, not assertions.
 */

declare global {
  interface Window {
    __benchFrames?: Array<{ start: number; duration: number; blocking: number }>
    __benchEvents?: Array<{ id: number; name: string; start: number; duration: number }>
  }
}

/** Before any page script: keep every long animation frame and every input's timing from the start. */
export async function watchMainThread(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__benchFrames = []
    window.__benchEvents = []
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { blockingDuration?: number }>)
          window.__benchFrames!.push({
            start: e.startTime,
            duration: e.duration,
            blocking: e.blockingDuration ?? 0,
          })
      }).observe({ type: 'long-animation-frame', buffered: true })
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>)
          if (e.interactionId)
            window.__benchEvents!.push({
              id: e.interactionId,
              name: e.name,
              start: e.startTime,
              duration: e.duration,
            })
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
    } catch {
      // A browser without these entry types leaves the figures empty.
    }
  })
}

/** Milliseconds of long animation frames (the main thread busy 50 ms or more) between two page times. */
export async function longFrameMs(page: Page, fromMs: number, toMs: number): Promise<number> {
  const frames = await page.evaluate(() => window.__benchFrames ?? [])
  return frames.reduce((sum, f) => {
    const overlap = Math.min(toMs, f.start + f.duration) - Math.max(fromMs, f.start)
    return sum + Math.max(0, overlap)
  }, 0)
}

/**
 * Each tap's or click's latency since `sinceMs` (the longest of its events, as INP counts it: from the input
 * to the next paint); key presses are left out. Inputs under 16 ms are not reported and count as 16.
 */
export async function pointerLatencies(page: Page, sinceMs: number): Promise<number[]> {
  const events = await page.evaluate(() => window.__benchEvents ?? [])
  const byInteraction = new Map<number, { ms: number; pointer: boolean }>()
  for (const e of events) {
    if (e.start < sinceMs) continue
    const seen = byInteraction.get(e.id) ?? { ms: 16, pointer: false }
    byInteraction.set(e.id, {
      ms: Math.max(seen.ms, e.duration),
      pointer: seen.pointer || /^(pointer|click|touch)/.test(e.name),
    })
  }
  return [...byInteraction.values()].filter((i) => i.pointer).map((i) => i.ms)
}

/** The value below which three quarters of the values fall (INP's p75). */
export function p75(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)]!
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

export interface CpuCost {
  what: string
  selfMs: number
}

/** A sampled CPU profile of whatever `during` makes the page do; answers its costliest functions (self time). */
export async function profileCpu(
  context: BrowserContext,
  page: Page,
  during: () => Promise<void>,
): Promise<{ totalMs: number; top: CpuCost[] }> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await during()
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }
  await cdp.detach()
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  let totalMs = 0
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id)
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
    if (!node || node.callFrame.functionName === '(idle)') return
    const { functionName, url, lineNumber } = node.callFrame
    const file = url ? (new URL(url, 'http://x').pathname.split('/').pop() ?? url) : ''
    const what = file ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}` : functionName
    self.set(what, (self.get(what) ?? 0) + ms)
    totalMs += ms
  })
  const top = [...self.entries()]
    .map(([what, selfMs]) => ({ what, selfMs }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, 12)
  return { totalMs, top }
}
