import { setTimeout as sleep } from 'node:timers/promises'

/** Polls a URL until it answers with one of the accepted statuses. */
export async function waitForHttp(
  url: string,
  opts: { timeoutMs: number; accept?: (status: number) => boolean; signal?: AbortSignal },
): Promise<void> {
  const accept = opts.accept ?? ((s: number) => s >= 200 && s < 300)
  const deadline = Date.now() + opts.timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (opts.signal?.aborted) throw opts.signal.reason ?? new Error('aborted')
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await res.arrayBuffer()
      if (accept(res.status)) return
      last = `HTTP ${res.status}`
    } catch (err) {
      last =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)
    }
    await sleep(300)
  }
  throw new Error(`${url} not ready after ${Math.round(opts.timeoutMs / 1000)} s (last: ${last})`)
}
