/** Rows per POST /api/persons/many: small enough for a moving progress bar, large enough to be fast. */
export const IMPORT_CHUNK_SIZE = 500

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('chunk size must be a positive integer')
  const chunks: T[][] = []
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size))
  return chunks
}

export interface UploadProgress {
  /** Rows sent and answered so far. */
  done: number
  total: number
  /** 0..1 for the progress bar. */
  fraction: number
}

export interface UploadOutcome<R> {
  /** Rows whose chunk the server accepted. */
  sent: number
  results: R[]
  /** The refusal that stopped the upload; the chunks after it were not sent. */
  error?: unknown
}

/**
 * Sends the rows chunk after chunk. A refused chunk (e.g. the account's limit) stops the upload cleanly:
 * the chunks before it are saved, the ones after it are not sent.
 */
export async function uploadInChunks<T, R>(options: {
  items: readonly T[]
  size?: number
  send: (chunk: T[], index: number) => Promise<R>
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
}): Promise<UploadOutcome<R>> {
  const { items, send, onProgress, signal } = options
  const total = items.length
  const results: R[] = []
  let sent = 0
  onProgress?.({ done: 0, total, fraction: total === 0 ? 1 : 0 })
  for (const [index, part] of chunk(items, options.size ?? IMPORT_CHUNK_SIZE).entries()) {
    if (signal?.aborted) return { sent, results, error: signal.reason }
    try {
      results.push(await send(part, index))
    } catch (error) {
      return { sent, results, error }
    }
    sent += part.length
    onProgress?.({ done: sent, total, fraction: sent / total })
  }
  return { sent, results }
}
