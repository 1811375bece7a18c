import type { z } from 'zod'
import { AppError } from '../errors'

export interface InternalCallOptions<S extends z.ZodType> {
  /** Sent as JSON. */
  body?: unknown
  /** The answer is parsed with it; a different shape is upstream_unavailable. */
  schema: S
  /** A 404 answers null instead of failing (the other service has no such thing). */
  notFoundIsNull?: boolean
  timeoutMs?: number
}

/** Why a call failed, for the caller's log line; the thrown error is always an AppError. */
export class InternalCallError extends AppError {
  constructor(
    code: 'upstream_unavailable' | 'upstream_timeout',
    readonly detail: { method: string; path: string; status?: number; cause?: unknown },
  ) {
    super(code)
  }
}

export interface InternalClient {
  call<S extends z.ZodType>(
    method: string,
    path: string,
    opts: InternalCallOptions<S> & { notFoundIsNull: true },
  ): Promise<z.output<S> | null>
  call<S extends z.ZodType>(method: string, path: string, opts: InternalCallOptions<S>): Promise<z.output<S>>
}

/**
 * Another service's internal API (`/internal/...`, service token), the one way services call each other
 * over HTTP. Every failure (unreachable, timeout, non-2xx, unexpected shape) throws an InternalCallError:
 * upstream_timeout when the time ran out, upstream_unavailable otherwise.
 */
export function createInternalClient(
  baseUrl: string,
  token: string,
  defaults: { timeoutMs?: number } = {},
): InternalClient {
  const timeoutFallback = defaults.timeoutMs ?? 5_000

  async function call<S extends z.ZodType>(
    method: string,
    path: string,
    opts: InternalCallOptions<S>,
  ): Promise<z.output<S> | null> {
    const headers: Record<string, string> = { 'x-service-token': token, accept: 'application/json' }
    if (opts.body !== undefined) headers['content-type'] = 'application/json'
    let res: Response
    try {
      res = await fetch(new URL(path, baseUrl), {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? timeoutFallback),
      })
    } catch (cause) {
      const timedOut = (cause as Error)?.name === 'TimeoutError'
      throw new InternalCallError(timedOut ? 'upstream_timeout' : 'upstream_unavailable', {
        method,
        path,
        cause,
      })
    }
    if (res.status === 404 && opts.notFoundIsNull) {
      await res.body?.cancel()
      return null
    }
    if (!res.ok) {
      await res.body?.cancel()
      throw new InternalCallError('upstream_unavailable', { method, path, status: res.status })
    }
    const parsed = opts.schema.safeParse(await res.json().catch(() => undefined))
    if (!parsed.success) {
      throw new InternalCallError('upstream_unavailable', {
        method,
        path,
        status: res.status,
        cause: parsed.error.issues.slice(0, 3),
      })
    }
    return parsed.data
  }

  return { call } as InternalClient
}
