export interface JsonReply<T> {
  status: number
  body: T
}

/**
 * One call through the gateway as the app makes it: the bearer token when there is one, a JSON body in,
 * and the answer parsed when it is JSON (its text otherwise, so an error page still reads in a failure).
 */
export async function gatewayJson<T>(
  gatewayUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  timeoutMs = 30_000,
  headers: Record<string, string> = {},
): Promise<JsonReply<T>> {
  const res = await fetch(`${gatewayUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await res.text()
  return {
    status: res.status,
    body: (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T,
  }
}
