/** Calls another service's internal API with the shared service token; a non-2xx answer throws so the job retries. */
export async function callInternal<T>(baseUrl: string, token: string, method: string, path: string): Promise<T> {
  const res = await fetch(new URL(path, baseUrl), {
    method,
    headers: { 'x-service-token': token, accept: 'application/json' },
    signal: AbortSignal.timeout(15_000),
  })
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`)
  return (await res.json()) as T
}
